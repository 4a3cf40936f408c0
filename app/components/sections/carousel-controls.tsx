import { Icon } from "~/components/ui/icon";
import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
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

interface CarouselControlsProps {
  /** How many slides the track holds. */
  count: number;
  /** The controls' names in the page's language. */
  words: Translation<typeof carouselControls>;
  /** id of the track (server HTML) whose slides the controls move. */
  trackId: string;
}

/**
 * The services carousel's controls, an island (decision 018): autoplay every 3 s, the pause/play
 * button, previous/next and the live region. The carousel itself (`ServicesCarousel`) and its slides
 * are server HTML; the controls find the track by id and the carousel as its enclosing section.
 * Autoplay stops while the carousel is hovered or holds focus, never starts under
 * prefers-reduced-motion, and the live region announces the view only while it is not rotating.
 */
export function CarouselControls({ count, words: copy, trackId }: CarouselControlsProps) {
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
      const track = document.getElementById(trackId);
      const slide = track?.querySelectorAll<HTMLElement>(SLIDE_SELECTOR)[to];
      if (!track || !slide) return;
      const left = slide.getBoundingClientRect().left - track.getBoundingClientRect().left + track.scrollLeft;
      track.scrollTo?.({ left, behavior: reducedMotion ? "auto" : "smooth" });
    },
    [reducedMotion, trackId],
  );

  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => go(nextIndex(index, count, perView)), CAROUSEL_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [rotating, index, count, perView, go]);

  // The carousel around the controls: hover and focus pause the rotation, as the APG pattern requires;
  // a swipe, a scrollbar drag or Tab moving focus to a hidden slide scrolls the row, which the index follows.
  useEffect(() => {
    const track = document.getElementById(trackId);
    const carousel = track?.closest<HTMLElement>("[aria-roledescription=carousel]");
    if (!track || !carousel) return;
    let settle: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(settle);
      settle = setTimeout(() => {
        const [first, second] = track.querySelectorAll<HTMLElement>(SLIDE_SELECTOR);
        if (!first) return;
        const stepWidth = second ? second.offsetLeft - first.offsetLeft : first.offsetWidth;
        if (stepWidth > 0) setIndex(Math.min(count - 1, Math.round(track.scrollLeft / stepWidth)));
      }, 120);
    };
    const enter = (e: PointerEvent) => e.pointerType === "mouse" && setHovered(true);
    const leave = (e: PointerEvent) => e.pointerType === "mouse" && setHovered(false);
    const focusIn = () => setFocused(true);
    const focusOut = (e: FocusEvent) => {
      if (!carousel.contains(e.relatedTarget as Node | null)) setFocused(false);
    };
    track.addEventListener("scroll", onScroll);
    carousel.addEventListener("pointerenter", enter);
    carousel.addEventListener("pointerleave", leave);
    carousel.addEventListener("focusin", focusIn);
    carousel.addEventListener("focusout", focusOut);
    return () => {
      clearTimeout(settle);
      track.removeEventListener("scroll", onScroll);
      carousel.removeEventListener("pointerenter", enter);
      carousel.removeEventListener("pointerleave", leave);
      carousel.removeEventListener("focusin", focusIn);
      carousel.removeEventListener("focusout", focusOut);
    };
  }, [trackId, count]);

  // The track shows where the rotation is (the styles and the browser tests read these).
  useEffect(() => {
    const track = document.getElementById(trackId);
    if (!track) return;
    track.dataset.index = String(index);
    track.dataset.rotating = String(rotating);
  }, [trackId, index, rotating]);

  return (
    <>
      <div className="mt-8 flex flex-wrap items-center justify-end gap-3">
        {/* APG: the rotation control comes first in the carousel's tab order. */}
        <button
          type="button"
          className={controlClass}
          disabled={!hydrated}
          onClick={() => setChoice(!playing)}
          data-carousel="rotation"
        >
          {playing ? <Icon name="pause" className="size-4" /> : <Icon name="play" className="size-4" />}
          {playing ? copy.pause : copy.play}
        </button>
        {[
          { label: copy.previous, icon: "chevron-left" as const, to: previousIndex },
          { label: copy.next, icon: "chevron-right" as const, to: nextIndex },
        ].map((step) => (
          <button
            key={step.label}
            type="button"
            className={`${controlClass} px-3`}
            aria-controls={trackId}
            aria-label={step.label}
            disabled={!hydrated}
            onClick={() => go(step.to(index, count, perView))}
          >
            <Icon name={step.icon} className="size-5" />
          </button>
        ))}
      </div>
      <p className="sr-only" aria-live={rotating ? "off" : "polite"} aria-atomic="true">
        {hydrated ? viewLabel(index, count, perView) : ""}
      </p>
    </>
  );
}
