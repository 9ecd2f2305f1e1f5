/**
 * Key phrases of a listing's public remarks, bolded on the property page (visitor spec
 * section 2): what buyers in the Arizona mountain towns scan for. Longer phrases come first
 * so 'horse property' wins over a shorter overlapping phrase.
 */
export const REMARK_KEY_PHRASES: readonly string[] = [
  'horse property',
  'mountain views?',
  'lake views?',
  'golf course',
  'national forest',
  'gated community',
  'RV parking',
  'updated kitchen',
  'new roof',
  'move-in ready',
  'no HOA',
  'wood-burning stove',
  'fireplace',
  'corrals?',
  'pool',
];

/** Acreage such as '2.5 acres', '1.66-acre' or '40 acres'. */
const ACREAGE = String.raw`\d+(?:\.\d+)?(?:\s+|-)acres?`;

const KEY_PHRASE = new RegExp(
  // Lookarounds instead of \b: 'move-in ready' and '1.66-acre' contain non-word characters.
  `(?<![\\w-])(?:${ACREAGE}|${REMARK_KEY_PHRASES.join('|')})(?![\\w-])`,
  'gi',
);

export type RemarkSegment = { text: string; key: boolean };

/** Splits remarks into plain and key-phrase segments; joined, they give back the text. */
export function highlightRemarks(text: string): RemarkSegment[] {
  const segments: RemarkSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(KEY_PHRASE)) {
    const start = match.index;
    if (start > last) segments.push({ text: text.slice(last, start), key: false });
    segments.push({ text: match[0], key: true });
    last = start + match[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), key: false });
  return segments;
}
