import type { ReactNode } from "react";
import { ButtonLink } from "~/components/ui/button-link";
import { HeadedSection } from "~/components/ui/headed-section";

/** The backgrounds a band comes in; a navy band turns its heading light. */
const SHADES = { plain: "", sand: "bg-sand-50 ", navy: "bg-navy-900 " } as const;

interface BandProps {
  id: string;
  /** The heading's words, as the page copy groups them. */
  heading: { eyebrow?: string; title: string };
  shade?: keyof typeof SHADES;
  intro?: ReactNode;
  /** Set when what follows the heading spaces itself; otherwise it sits 2.5rem below the heading. */
  bare?: boolean;
  /** A centred link closing the band (e.g. to the gallery or to every testimonial). */
  more?: { to: string; label: string };
  children: ReactNode;
}

/**
 * A full-width band of a public page: the band padding, its shade, a centred heading (`HeadedSection`),
 * what follows it and, optionally, a closing link. Home, about, testimonials, the service and area pages
 * and the overview build their headed bands from this one shape.
 */
export function Band({ id, heading, shade = "plain", intro, bare = false, more, children }: BandProps) {
  return (
    <HeadedSection
      id={id}
      className={`${SHADES[shade]}py-16 sm:py-20`}
      eyebrow={heading.eyebrow}
      title={heading.title}
      intro={intro}
      tone={shade === "navy" ? "light" : undefined}
    >
      {bare ? children : <div className="mt-10">{children}</div>}
      {more ? (
        <div className="mt-10 text-center">
          <ButtonLink to={more.to} variant="ghost">
            {more.label}
          </ButtonLink>
        </div>
      ) : null}
    </HeadedSection>
  );
}
