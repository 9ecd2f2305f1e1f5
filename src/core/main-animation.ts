/**
 * The main area's animation (back-office spec: the look of the main area; types zoom-in,
 * pan-left, pan-right, fade-zoom and random; speed and intensity) as CSS. The server writes it
 * into every page's head with the rest of the look (site-appearance.ts); the Background tab's
 * preview uses the same keyframes. Only `transform` and `opacity` change, on the background's
 * own layer, so nothing is laid out again and the compositor runs it without the page's
 * scripts. Decision record 019 says why it looks the way it does.
 */

/** The four movements; 'random' picks one of them per page view. */
export const MAIN_ANIMATION_KINDS = ['zoom-in', 'pan-left', 'pan-right', 'fade-zoom'] as const;
export type MainAnimationKind = (typeof MAIN_ANIMATION_KINDS)[number];
export type MainAnimationType = MainAnimationKind | 'random';

/** The animation settings (a structural type: the contract's settings fit it). */
export type MainAnimationSettings = {
  type: MainAnimationType;
  /** Seconds one sweep takes (1-60); the movement then runs back. */
  speed: number;
  /** How far it moves, 1-10. */
  intensity: number;
};

/** The Performance tab's toggles that stop it. */
export type MotionSettings = { heavyAnimations: boolean; reducedMotion: boolean };

/**
 * The page's attribute that names the movement a 'random' page view picked (src/web/boot.ts
 * sets it): `<html data-main-animation="pan-left">`.
 */
export const MAIN_ANIMATION_ATTRIBUTE = 'data-main-animation';
/**
 * The page's attribute that lets the area move (`<html data-main-animation-moving>`): set by
 * src/web/boot.ts once the app has started and the browser is idle. Until then the layer holds
 * its first frame, so on a phone that composites without a GPU the moving layer does not take
 * CPU from the page's own start (it added about 500 ms of blocking time under Lighthouse).
 */
export const MAIN_ANIMATION_MOVING_ATTRIBUTE = 'data-main-animation-moving';
/** The custom property that tells the page to pick one ('1') because the type is random. */
export const MAIN_ANIMATION_RANDOM_PROPERTY = '--main-animation-random';

const clamp = (value: number, min: number, max: number, fallback: number) =>
  Number.isFinite(value) ? Math.min(max, Math.max(min, Math.round(value))) : fallback;

/** The CSS animation name of a movement. */
export const mainAnimationName = (kind: MainAnimationKind) => `main-${kind}`;

/** Whether the value is one of the four movements. */
export function isMainAnimationKind(value: unknown): value is MainAnimationKind {
  return (MAIN_ANIMATION_KINDS as readonly unknown[]).includes(value);
}

/** A movement for a 'random' page view; `random` is a number in [0, 1). */
export function pickMainAnimation(random: number): MainAnimationKind {
  const index = Math.min(MAIN_ANIMATION_KINDS.length - 1, Math.floor(random * 4));
  return MAIN_ANIMATION_KINDS[Math.max(0, index)]!;
}

/**
 * Whether the main area moves at all: only an image background does (a flat colour or a
 * gradient shows nothing of a pan or a zoom), and the Performance tab's heavy animations must
 * be on and its reduced motion off. The visitor's own reduced-motion preference is honoured by
 * the stylesheet itself.
 */
export function mainAnimationRuns(
  background: { type: string; imageUrl: string },
  motion: MotionSettings,
): boolean {
  return (
    background.type === 'image' &&
    background.imageUrl.trim() !== '' &&
    motion.heavyAnimations &&
    !motion.reducedMotion
  );
}

const percent = (fraction: number) => `${Number((fraction * 100).toFixed(2))}%`;
const number = (value: number) => String(Number(value.toFixed(3)));

/**
 * The keyframes of the four movements at an intensity (1-10). A zoom grows the layer by 2 %
 * per step of intensity; a pan scales it by as much and slides it no further than that
 * margin, so the layer's edges never come into view. fade-zoom also fades the layer to 60 %
 * of its opacity (`opacity`, 0-1, the Background tab's setting).
 */
export function mainAnimationKeyframes(intensity: number, opacity = 1): string {
  const steps = clamp(intensity, 1, 10, 5);
  const scale = 1 + steps * 0.02;
  // translateX after scale(s) moves by s × the offset: (s - 1) / 2 of the width is spare
  const slide = (scale - 1) / (2 * scale);
  const alpha = Number.isFinite(opacity) ? Math.min(1, Math.max(0, opacity)) : 1;
  const s = number(scale);
  return [
    `@keyframes ${mainAnimationName('zoom-in')}{from{transform:scale(1)}to{transform:scale(${s})}}`,
    `@keyframes ${mainAnimationName('pan-left')}{from{transform:scale(${s}) translateX(${percent(slide)})}to{transform:scale(${s}) translateX(${percent(-slide)})}}`,
    `@keyframes ${mainAnimationName('pan-right')}{from{transform:scale(${s}) translateX(${percent(-slide)})}to{transform:scale(${s}) translateX(${percent(slide)})}}`,
    `@keyframes ${mainAnimationName('fade-zoom')}{from{opacity:${number(alpha)};transform:scale(1)}to{opacity:${number(alpha * 0.6)};transform:scale(${s})}}`,
  ].join('');
}

/** `animation` of the layer: one sweep in `speed` seconds, then back, for ever. */
export function mainAnimationShorthand(kind: MainAnimationKind, speed: number): string {
  return `${mainAnimationName(kind)} ${clamp(speed, 1, 60, 15)}s ease-in-out infinite alternate both`;
}

/**
 * The rules the server writes after the look's variables: nothing when the area stands still
 * (see mainAnimationRuns); otherwise the keyframes, the layer's animation (a chosen movement,
 * or for 'random' one per movement, applied by the attribute the page sets), the area clipped
 * so a scaled layer never widens the page, and a stop for visitors who ask for less motion.
 */
export function mainAnimationStyleSheet(
  animation: MainAnimationSettings,
  options: { runs: boolean; opacity?: number },
): string {
  if (!options.runs) return '';
  const layer = '#main::before';
  const rules = [
    mainAnimationKeyframes(animation.intensity, options.opacity),
    `#main{overflow:clip}`,
    `${layer}{will-change:transform}`,
  ];
  if (isMainAnimationKind(animation.type)) {
    rules.push(`${layer}{animation:${mainAnimationShorthand(animation.type, animation.speed)}}`);
  } else {
    rules.push(`html:root{${MAIN_ANIMATION_RANDOM_PROPERTY}:1}`);
    for (const kind of MAIN_ANIMATION_KINDS) {
      rules.push(
        `html[${MAIN_ANIMATION_ATTRIBUTE}="${kind}"] ${layer}{animation:${mainAnimationShorthand(kind, animation.speed)}}`,
      );
    }
  }
  // after the animation rules, and as specific as the random ones, so that it holds for both
  rules.push(
    `html:not([${MAIN_ANIMATION_MOVING_ATTRIBUTE}]) ${layer}{animation-play-state:paused}`,
  );
  rules.push(`@media (prefers-reduced-motion:reduce){${layer}{animation:none !important}}`);
  return rules.join('');
}
