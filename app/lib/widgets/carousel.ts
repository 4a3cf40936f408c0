/**
 * The services carousel's rules as pure functions: how many slides a viewport shows, where the
 * previous/next buttons and autoplay go, and when autoplay runs. The component only wires them to
 * the DOM (see components/sections/services-carousel.tsx).
 */

/** Spec (section 9): autoplay every 3000 ms, gap 1rem; 1 slide up to 800 px, 2 up to 1200 px, else 3. */
export const CAROUSEL_INTERVAL_MS = 3000;
export const CAROUSEL_BREAKPOINTS = [
  { maxWidth: 800, perView: 1 },
  { maxWidth: 1200, perView: 2 },
] as const;
export const CAROUSEL_MAX_PER_VIEW = 3;

/** How the carousel finds its slides in the markup (APG: each slide is a group with this roledescription). */
export const SLIDE_SELECTOR = '[aria-roledescription="slide"]';

export function slidesPerView(viewportWidth: number): number {
  return CAROUSEL_BREAKPOINTS.find((b) => viewportWidth <= b.maxWidth)?.perView ?? CAROUSEL_MAX_PER_VIEW;
}

/** The last index a view can start at (the view never shows empty space after the last slide). */
export function lastStart(count: number, perView: number): number {
  return Math.max(0, count - perView);
}

/** Next start index; after the last full view it wraps to the first. */
export function nextIndex(index: number, count: number, perView: number): number {
  return index >= lastStart(count, perView) ? 0 : index + 1;
}

/** Previous start index; before the first view it wraps to the last. */
export function previousIndex(index: number, count: number, perView: number): number {
  return index <= 0 ? lastStart(count, perView) : Math.min(index - 1, lastStart(count, perView));
}

export interface AutoplayState {
  /** The visitor's choice through the pause/play button (starts off under reduced motion). */
  playing: boolean;
  hovered: boolean;
  focused: boolean;
}

/** Autoplay advances only when playing and neither hovered nor focused (WCAG 2.2.2, APG carousel). */
export const isRotating = (s: AutoplayState): boolean => s.playing && !s.hovered && !s.focused;

/** "Showing 2 to 4 of 9", the polite announcement of the current view. */
export function viewLabel(index: number, count: number, perView: number): string {
  const first = Math.min(index + 1, count);
  const last = Math.min(index + perView, count);
  return first === last ? `Showing ${first} of ${count}` : `Showing ${first} to ${last} of ${count}`;
}
