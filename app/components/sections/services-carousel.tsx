import { ChevronLeft, ChevronRight, Pause, Play } from "lucide";
import { Icon } from "~/components/ui/icon";
import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import type { Translation } from "~/content/i18n";
import type { carouselControls } from "~/content/widget-copy";
import {
  CAROUSEL_INTERVAL_MS,
  CAROUSEL_MAX_PER_VIEW,
  isRotating,
  nextIndex,
  previousIndex,
  slidesPerView,
  viewLabel,
  SLIDE_SELECTOR,
} from "~/lib/widgets/carousel";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

// Browser state read through useSyncExternalStore: the server (and the first client render) sees
// "not hydrated, 3 per view, no motion preference", then the real values.
const noSubscription = () => () => {};
const clientSnapshot = () => true;
const serverSnapshot = () => false;
const reducedMotionQuery = () => window.matchMedia?.(REDUCED_MOTION);
const reducedMotionSnapshot = () => reducedMotionQuery()?.matches ?? false;
function subscribeReducedMotion(onChange: () => void) {
  const query = reducedMotionQuery();
  query?.addEventListener?.("change", onChange);
  return () => query?.removeEventListener?.("change", onChange);
}
const perViewSnapshot = () => slidesPerView(window.innerWidth);
function subscribeResize(onChange: () => void) {
  window.addEventListener("resize", onChange);
  return () => window.removeEventListener("resize", onChange);
}

const controlClass =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-white px-4 font-bold text-navy-900 shadow-sm ring-1 ring-slate-300 hover:bg-teal-50 disabled:invisible";

interface ServicesCarouselProps {
  /** How many slides `children` holds. */
  count: number;
  /** The controls' names in the page's language (loader data). */
  words: Translation<typeof carouselControls>;
  /** The slides (`ServiceSlides`): elements with `aria-roledescription="slide"`, in order. */
  children: ReactNode;
  /** id of the heading (inside `heading`) that names the carousel. */
  labelledBy: string;
  heading: ReactNode;
  footer?: ReactNode;
}

/**
 * The home page's services carousel, after the WAI-ARIA APG carousel pattern. The server renders a
 * complete, scrollable row (CSS scroll snap: swipe, scrollbar and Tab all work before any script) of
 * the slides passed as `children` (server markup on the home page: `ServiceSlides`); hydration adds autoplay every 3 s, the pause/play button and previous/next buttons. Autoplay stops
 * while the carousel is hovered or holds focus, never starts under prefers-reduced-motion, and the
 * live region announces the view only while it is not rotating.
 */
export function ServicesCarousel({
  count,
  words: copy,
  children,
  labelledBy,
  heading,
  footer,
}: ServicesCarouselProps) {
  const trackId = useId();
  const trackRef = useRef<HTMLDivElement>(null);
  const hydrated = useSyncExternalStore(noSubscription, clientSnapshot, serverSnapshot);
  const reducedMotion = useSyncExternalStore(subscribeReducedMotion, reducedMotionSnapshot, serverSnapshot);
  const perView = useSyncExternalStore(subscribeResize, perViewSnapshot, () => CAROUSEL_MAX_PER_VIEW);
  const [index, setIndex] = useState(0);
  /** The visitor's pause/play choice; until they make one, autoplay is on unless they prefer reduced motion. */
  const [choice, setChoice] = useState<boolean | null>(null);
  const playing = choice ?? !reducedMotion;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const rotating = hydrated && isRotating({ playing, hovered, focused });

  /** Scrolls the row so that slide `to` is first in view. */
  const go = useCallback(
    (to: number) => {
      setIndex(to);
      const track = trackRef.current;
      const slide = track?.querySelectorAll<HTMLElement>(SLIDE_SELECTOR)[to];
      if (!track || !slide) return;
      const left = slide.getBoundingClientRect().left - track.getBoundingClientRect().left + track.scrollLeft;
      track.scrollTo?.({ left, behavior: reducedMotion ? "auto" : "smooth" });
    },
    [reducedMotion],
  );

  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => go(nextIndex(index, count, perView)), CAROUSEL_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [rotating, index, count, perView, go]);

  // A swipe, a scrollbar drag or Tab moving focus to a hidden slide scrolls the row: follow it.
  const settle = useRef<ReturnType<typeof setTimeout>>(undefined);
  const onScroll = () => {
    clearTimeout(settle.current);
    settle.current = setTimeout(() => {
      const track = trackRef.current;
      const [first, second] = track?.querySelectorAll<HTMLElement>(SLIDE_SELECTOR) ?? [];
      if (!track || !first) return;
      const stepWidth = second ? second.offsetLeft - first.offsetLeft : first.offsetWidth;
      if (stepWidth > 0) setIndex(Math.min(count - 1, Math.round(track.scrollLeft / stepWidth)));
    }, 120);
  };
  useEffect(() => () => clearTimeout(settle.current), []);

  return (
    // The listeners only observe hover and focus, to pause the rotation as the APG pattern requires.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      aria-roledescription="carousel"
      aria-labelledby={labelledBy}
      className="py-16 sm:py-20"
      onPointerEnter={(e) => e.pointerType === "mouse" && setHovered(true)}
      onPointerLeave={(e) => e.pointerType === "mouse" && setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {heading}
      <div className="mt-8 flex flex-wrap items-center justify-end gap-3">
        {/* APG: the rotation control comes first in the carousel's tab order. */}
        <button
          type="button"
          className={controlClass}
          disabled={!hydrated}
          onClick={() => setChoice(!playing)}
          data-carousel="rotation"
        >
          {playing ? <Icon icon={Pause} className="size-4" /> : <Icon icon={Play} className="size-4" />}
          {playing ? copy.pause : copy.play}
        </button>
        <button
          type="button"
          className={`${controlClass} px-3`}
          aria-controls={trackId}
          aria-label={copy.previous}
          disabled={!hydrated}
          onClick={() => go(previousIndex(index, count, perView))}
        >
          <Icon icon={ChevronLeft} className="size-5" />
        </button>
        <button
          type="button"
          className={`${controlClass} px-3`}
          aria-controls={trackId}
          aria-label={copy.next}
          disabled={!hydrated}
          onClick={() => go(nextIndex(index, count, perView))}
        >
          <Icon icon={ChevronRight} className="size-5" />
        </button>
      </div>
      <p className="sr-only" aria-live={rotating ? "off" : "polite"} aria-atomic="true">
        {hydrated ? viewLabel(index, count, perView) : ""}
      </p>
      <div
        id={trackId}
        ref={trackRef}
        onScroll={onScroll}
        data-index={index}
        data-rotating={rotating}
        className="relative mt-4 flex snap-x snap-mandatory gap-4 overflow-x-auto overscroll-x-contain pb-4 [scrollbar-width:thin]"
      >
        {children}
      </div>
      {footer}
    </section>
  );
}
