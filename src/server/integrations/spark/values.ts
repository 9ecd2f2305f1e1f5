import { SPARK_MASK, type SparkFeatureSet, type SparkValue } from './fields';

/**
 * Tolerant readers of Spark values: numbers may arrive as strings ("50000.0", " -116.3237"),
 * any field may be masked ("********": the key may not display it) or null.
 */

export function isMasked(value: unknown): boolean {
  return typeof value === 'string' && value.includes(SPARK_MASK);
}

export function sparkString(value: SparkValue | unknown): string | null {
  if (value === null || value === undefined || isMasked(value)) return null;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' ? null : trimmed;
  }
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return null;
}

export function sparkNumber(value: SparkValue | unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = sparkString(value);
  if (text === null || !/^[-+]?\d{1,3}(,?\d{3})*(\.\d+)?$|^[-+]?\d*\.?\d+$/.test(text)) return null;
  const n = Number(text.replace(/,/g, ''));
  return Number.isFinite(n) ? n : null;
}

export function sparkInteger(value: SparkValue | unknown): number | null {
  const n = sparkNumber(value);
  return n === null ? null : Math.round(n);
}

/** true/false from booleans, 'true'/'Y'/'Yes'/'1' and their opposites; null when unknown. */
export function sparkBoolean(value: SparkValue | unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  const text = sparkString(value)?.toLowerCase();
  if (text === undefined || text === null) return null;
  if (['true', 'y', 'yes', '1'].includes(text)) return true;
  if (['false', 'n', 'no', '0'].includes(text)) return false;
  return null;
}

export function sparkDate(value: SparkValue | unknown): Date | null {
  const text = sparkString(value);
  if (!text) return null;
  // "10/01/2010" (open houses) or ISO dates and datetimes
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const date = us
    ? new Date(Date.UTC(Number(us[3]), Number(us[1]) - 1, Number(us[2])))
    : new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The chosen values of a multi-select field ({"Barn": true} -> ["Barn"]); masked -> []. */
export function sparkFeatureNames(value: SparkFeatureSet | unknown): string[] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
  // a plain loop: this runs for a dozen fields of every replicated listing
  const names: string[] = [];
  const set = value as Record<string, unknown>;
  for (const name in set) {
    if (set[name] !== true || isMasked(name)) continue;
    const trimmed = name.trim();
    if (trimmed !== '') names.push(trimmed);
  }
  return names;
}
