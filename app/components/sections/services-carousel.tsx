import type { ReactNode } from "react";
import type { Translation } from "~/content/i18n";
import type { carouselControls } from "~/content/widget-copy";
import { Island } from "~/islands/island";

interface ServicesCarouselProps {
  /** How many slides `children` holds. */
  count: number;
  /** The controls' names in the page's language. */
  words: Translation<typeof carouselControls>;
  /** The slides (`ServiceSlides`): elements with `aria-roledescription="slide"`, in order. */
  children: ReactNode;
  /** id of the heading (inside `heading`) that names the carousel. */
  labelledBy: string;
  heading: ReactNode;
  footer?: ReactNode;
  /** id of the slides' row (unique on the page). */
  trackId?: string;
}

/**
 * The home page's services carousel, after the WAI-ARIA APG carousel pattern. The server renders a
 * complete, scrollable row (CSS scroll snap: swipe, scrollbar and Tab all work before any script) of
 * the slides passed as `children`; the controls are an island (`CarouselControls`) that adds autoplay,
 * pause/play and previous/next once its script runs.
 */
export function ServicesCarousel({
  count,
  words,
  children,
  labelledBy,
  heading,
  footer,
  trackId = "services-track",
}: ServicesCarouselProps) {
  return (
    <section aria-roledescription="carousel" aria-labelledby={labelledBy} className="py-16 sm:py-20">
      {heading}
      <Island name="carousel" props={{ count, words, trackId }} />
      <div
        id={trackId}
        data-index={0}
        data-rotating={false}
        className="relative mt-4 flex snap-x snap-mandatory gap-4 overflow-x-auto overscroll-x-contain pb-4 [scrollbar-width:thin]"
      >
        {children}
      </div>
      {footer}
    </section>
  );
}
