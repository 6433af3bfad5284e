// Motion for people who ask for less (the system's "reduce motion" setting): the theme's
// global CSS stops its animations and transitions (app/theme.ts), and what moves from
// script asks here.

/** The media query of the "reduce motion" setting. */
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Whether the visitor's system asks for less motion now. */
export function prefersReducedMotion(): boolean {
  return window.matchMedia(REDUCED_MOTION).matches;
}
