import { describe, expect, it } from 'vitest';
import { contrastRatio, parseHexColor } from './readable-colors';
import {
  appearanceStyleSheet,
  badgeCssVariables,
  mainBackgroundCssVariables,
  type BadgeStyleSettings,
} from './site-appearance';

const BADGES: BadgeStyleSettings = {
  primaryBadge: '#1E3A8A',
  primaryText: '#FFFFFF',
  primaryHover: '#1E40AF',
  primaryTextHover: '#FFFFFF',
  successBadge: '#FDE68A',
  successText: '#111827',
  successHover: '#FCD34D',
  successTextHover: '#111827',
  warningBadge: '#6B7280',
  warningText: '#FFFFFF',
  warningHover: '#4B5563',
  warningTextHover: '#FFFFFF',
  errorBadge: '#16A34A',
  errorText: '#FFFFFF',
  errorHover: '#15803D',
  errorTextHover: '#FFFFFF',
  roundness: 'md',
  borderWidth: 2,
  borderColor: '#0F172A',
  shadowType: 'md',
  shadowColor: '#000000',
  shadowIntensity: 'medium',
};

const BACKGROUND = {
  type: 'color' as const,
  color: '#F8FAFC',
  gradientDirection: 'to bottom right',
  gradientStart: '#1e293b',
  gradientEnd: '#334155',
  imageUrl: '',
  opacity: 100,
};

describe('badgeCssVariables', () => {
  it('writes each kind, its hover, shape, border and shadow', () => {
    const v = badgeCssVariables(BADGES);
    expect(v['--badge-primary-bg']).toBe('#1e3a8a');
    expect(v['--badge-primary-fg']).toBe('#ffffff');
    expect(v['--badge-success-bg']).toBe('#fde68a');
    expect(v['--badge-success-hover-bg']).toBe('#fcd34d');
    expect(v['--badge-radius']).toBe('0.375rem');
    expect(v['--badge-border-width']).toBe('2px');
    expect(v['--badge-border-color']).toBe('#0F172A');
    expect(v['--badge-shadow']).toBe('0 4px 6px rgba(0, 0, 0, 0.25)');
  });

  it('darkens a pair below WCAG AA until the text reads at 4.5:1', () => {
    const v = badgeCssVariables(BADGES);
    // white on #16A34A is 3.3:1
    expect(v['--badge-error-bg']).not.toBe('#16a34a');
    const ratio = contrastRatio(
      parseHexColor(v['--badge-error-bg']!)!,
      parseHexColor(v['--badge-error-fg']!)!,
    );
    expect(ratio).toBeGreaterThanOrEqual(4.5);
  });
});

describe('appearanceStyleSheet', () => {
  it('is one html:root rule with the background layer and the badges', () => {
    const css = appearanceStyleSheet({ background: BACKGROUND, badges: BADGES });
    expect(css.startsWith('html:root{')).toBe(true);
    expect(css).toContain('--main-background:#F8FAFC');
    expect(css).toContain('--main-background-opacity:1');
    // a plain colour: on the area itself, no layer (axe reads it, issue 45)
    expect(css).toContain('--main-background-plain:#f8fafc;--main-background-layer:none');
    expect(css).toContain('--badge-primary-bg:#1e3a8a');
  });

  it('writes gradients with their direction and images as addresses, never markup', () => {
    expect(
      mainBackgroundCssVariables({
        ...BACKGROUND,
        type: 'gradient',
        gradientDirection: 'to top left',
        opacity: 100,
      }),
    ).toEqual({
      '--main-background': 'linear-gradient(to top left, #1e293b, #334155)',
      '--main-background-opacity': '1',
      // text on the main area reads on it (issue 41)
      '--main-foreground': '#ffffff',
      '--main-muted-foreground': '#e2e8f0',
      // a gradient needs the layer
      '--main-background-plain': 'transparent',
      '--main-background-layer': 'block',
    });
    // faded to 40% over the light page, the dark gradient is a mid grey no text reads on
    // alone: veiled
    expect(
      mainBackgroundCssVariables({
        ...BACKGROUND,
        type: 'gradient',
        gradientDirection: 'to top left',
        opacity: 40,
      })['--main-background'],
    ).toMatch(
      /^linear-gradient\(rgba\([^)]*\), rgba\([^)]*\)\), linear-gradient\(to top left, #1e293b, #334155\)$/,
    );
    const image = `/site-images/${'a'.repeat(64)}.png`;
    expect(
      mainBackgroundCssVariables({ ...BACKGROUND, type: 'image', imageUrl: image })[
        '--main-background'
      ],
    ).toContain(`#F8FAFC url("${image}") center / cover no-repeat`);
    const hostile = appearanceStyleSheet({
      background: { ...BACKGROUND, type: 'image', imageUrl: '"></style><script>alert(1)</script>' },
      badges: { ...BADGES, borderColor: '</style><script>' },
    });
    expect(hostile).not.toContain('<');
    expect(hostile).not.toContain('script');
  });
});

describe('appearanceStyleSheet with the animation', () => {
  const IMAGE = {
    ...BACKGROUND,
    type: 'image' as const,
    imageUrl: `/site-images/${'b'.repeat(64)}.jpg`,
  };
  const PAN = { type: 'pan-left' as const, speed: 10, intensity: 5 };

  it('animates an image background after the variables', () => {
    const css = appearanceStyleSheet({
      background: IMAGE,
      badges: BADGES,
      animation: PAN,
      motion: { heavyAnimations: true, reducedMotion: false },
    });
    expect(css).toMatch(
      /^html:root\{[^}]*--main-background:linear-gradient\(rgba[^;]*#F8FAFC url\(/,
    );
    expect(css).toContain(
      '#main::before{animation:main-pan-left 10s ease-in-out infinite alternate both}',
    );
  });

  it.each([
    ['heavy animations off', { heavyAnimations: false, reducedMotion: false }],
    ['reduced motion on', { heavyAnimations: true, reducedMotion: true }],
  ])('writes no animation with %s', (_name, motion) => {
    const css = appearanceStyleSheet({ background: IMAGE, badges: BADGES, animation: PAN, motion });
    expect(css).not.toContain('animation');
    expect(css).not.toContain('@keyframes');
  });
});
