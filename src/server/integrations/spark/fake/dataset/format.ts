/** How numbers and dates are written in the feed. */

/** Zero-padded digits, for keys, ids and phone numbers. */
export const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** Rounded to a number of decimals, as a number. */
export const round = (value: number, decimals: number) => Number(value.toFixed(decimals));

/** With thousands separators, for texts ("2,150"). */
export const thousands = (value: number) => value.toLocaleString('en-US');

/** A UTC timestamp to the second, as Spark writes them. */
export const isoSeconds = (ms: number) => new Date(ms).toISOString().slice(0, 19) + 'Z';

/** A UTC date, as Spark writes them. */
export const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
