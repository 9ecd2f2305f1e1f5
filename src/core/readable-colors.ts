/**
 * WCAG contrast helpers for badge colours an admin picks. The admin defaults themselves are
 * too faint for small text (white on #16A34A is 3.3:1), so badges nudge their background
 * until the text reads at the AA ratio instead of shipping an accessibility failure.
 */

export const AA_TEXT_CONTRAST = 4.5;

export type Rgb = [number, number, number];

/** '#RGB', '#RGBA', '#RRGGBB' or '#RRGGBBAA' (alpha ignored); null for anything else. */
export function parseHexColor(hex: string): Rgb | null {
  const match = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(hex.trim());
  if (!match?.[1]) return null;
  const digits = match[1];
  const full =
    digits.length <= 4
      ? digits
          .slice(0, 3)
          .split('')
          .map((d) => d + d)
          .join('')
      : digits.slice(0, 6);
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function relativeLuminance([r, g, b]: Rgb): number {
  const [lr, lg, lb] = [r, g, b].map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The background and text colours to paint: the given ones when they read at 4.5:1, else the
 * background mixed step by step towards black (light text) or white (dark text) until they do.
 */
export function readableColors(
  background: string,
  text: string,
): { background: string; text: string } {
  const bg = parseHexColor(background);
  const fg = parseHexColor(text);
  if (!bg || !fg) return { background, text };
  if (contrastRatio(bg, fg) >= AA_TEXT_CONTRAST) return { background: toHex(bg), text: toHex(fg) };
  const target: Rgb = relativeLuminance(fg) > relativeLuminance(bg) ? [0, 0, 0] : [255, 255, 255];
  for (let step = 1; step <= 20; step++) {
    const mixed = bg.map((c, i) => c + ((target[i] ?? 0) - c) * (step / 20)) as Rgb;
    if (contrastRatio(mixed, fg) >= AA_TEXT_CONTRAST) {
      return { background: toHex(mixed), text: toHex(fg) };
    }
  }
  return { background: toHex(target), text: toHex(fg) };
}
