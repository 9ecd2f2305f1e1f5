/*
 * How the Buyers File Requirements sheet prints a value (back-office spec section 2): a blank
 * prints as a line of underscores to write on, dates as the US paper forms write them.
 */

/** What a blank value prints as. */
export const PRINT_BLANK = '__________';

/** A ticked and an unticked box on the sheet. */
export const PRINT_TICKED = '☑';
export const PRINT_UNTICKED = '☐';

const isBlank = (value: string | undefined) => value === undefined || value.trim() === '';

/** The text as typed, or the blank line. */
export function printText(value: string | undefined): string {
  return isBlank(value) ? PRINT_BLANK : value!.trim();
}

/** An amount with its dollar sign ('450,000' → '$450,000'). */
export function printMoney(value: string | undefined): string {
  if (isBlank(value)) return PRINT_BLANK;
  const text = value!.trim();
  return text.startsWith('$') ? text : `$${text}`;
}

/** A percentage with its sign ('3' → '3%'). */
export function printPercent(value: string | undefined): string {
  if (isBlank(value)) return PRINT_BLANK;
  const text = value!.trim();
  return text.endsWith('%') ? text : `${text}%`;
}

/** '2026-03-09' → '03/09/2026'; anything else as typed. */
export function printDate(value: string | undefined): string {
  if (isBlank(value)) return PRINT_BLANK;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value!.trim());
  return match ? `${match[2]}/${match[3]}/${match[1]}` : value!.trim();
}

/** '2026-03-09T14:30' → '03/09/2026 2:30 PM'; anything else as typed. */
export function printDateTime(value: string | undefined): string {
  if (isBlank(value)) return PRINT_BLANK;
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(value!.trim());
  if (!match) return value!.trim();
  const hours = Number(match[2]);
  const clock = `${hours % 12 === 0 ? 12 : hours % 12}:${match[3]} ${hours < 12 ? 'AM' : 'PM'}`;
  return `${printDate(match[1])} ${clock}`;
}
