/** The text with the LIKE/ILIKE wildcards (%, _) and the escape character (\) escaped. */
function literal(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A LIKE/ILIKE pattern that matches the text literally anywhere (%, _ and \ escaped). */
export function containsPattern(text: string): string {
  return `%${literal(text)}%`;
}

/** A LIKE pattern that matches what starts with the text, literally. */
export function startsWithPattern(text: string): string {
  return `${literal(text)}%`;
}

/** A LIKE pattern that matches the text literally at the start of a later word (after `before`). */
export function wordStartPattern(text: string, before = ' '): string {
  return `%${literal(before)}${literal(text)}%`;
}
