import { describe, expect, it } from 'vitest';
import { contrastRatio, parseHexColor } from '../core/readable-colors';
import { BADGE_COLOR_FIELDS, badgeCssVariables, FILLED_BADGE_KINDS } from '../core/site-appearance';
import { badgeSettingsSchema } from './badges';

describe('the badge defaults (issue 41)', () => {
  it("pass the panel's own contrast check, hover included", () => {
    const defaults = badgeSettingsSchema.parse({});
    for (const kind of FILLED_BADGE_KINDS) {
      const [bg, fg, hoverBg, hoverFg] = BADGE_COLOR_FIELDS[kind];
      for (const [back, text] of [
        [bg, fg],
        [hoverBg, hoverFg],
      ] as const) {
        const ratio = contrastRatio(
          parseHexColor(String(defaults[back]))!,
          parseHexColor(String(defaults[text]))!,
        );
        expect(ratio, `${kind} ${back}/${text}`).toBeGreaterThanOrEqual(4.5);
      }
      // painted as chosen, not nudged
      expect(badgeCssVariables(defaults)[`--badge-${kind}-bg`]).toBe(
        String(defaults[bg]).toLowerCase(),
      );
    }
  });
});
