import { useCopy } from "~/lib/rendering/use-copy";
import type { ServiceSummary } from "~/content/types";
import { serviceCardClass, ServiceCardBody } from "./services-grid";

/**
 * The services carousel's slides (APG: a labelled group per slide). They are plain markup, so on the
 * home page only the server renders them and the carousel's controls (an island) only move them.
 */
export function ServiceSlides({ services }: { services: readonly ServiceSummary[] }) {
  const { page, paths, servicePath } = useCopy();
  const copy = page.home.carousel;
  return services.map((s, i) => (
    <div
      key={s.id}
      role="group"
      aria-roledescription="slide"
      aria-label={copy.slide(i + 1, services.length)}
      // The widths mirror CAROUSEL_BREAKPOINTS (app/lib/widgets/carousel.ts); Tailwind needs them written out.
      className={`${serviceCardClass} min-w-0 shrink-0 grow-0 basis-full snap-start min-[801px]:basis-[calc((100%-1rem)/2)] min-[1201px]:basis-[calc((100%-2rem)/3)]`}
    >
      <ServiceCardBody
        service={s}
        href={s.page ? servicePath(s.page) : paths.services}
        action={page.sections.serviceCard.readMore}
        sizes="(min-width: 1201px) 400px, (min-width: 801px) 50vw, 100vw"
      />
    </div>
  ));
}
