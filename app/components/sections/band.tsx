import type { ReactNode } from "react";
import { ButtonLink, type ButtonVariant } from "~/components/ui/button-link";
import { Container } from "~/components/ui/container";
import { HeadedSection } from "~/components/ui/headed-section";
import { Picture, type PictureProps } from "~/components/ui/picture";
import { SectionHeading } from "~/components/ui/section-heading";

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
      {more ? <ClosingLink {...more} /> : null}
    </HeadedSection>
  );
}

interface SplitBandProps {
  id: string;
  heading: { eyebrow?: string; title: string };
  shade?: Exclude<keyof typeof SHADES, "navy">;
  /** The grid's classes: its columns, gap and alignment. */
  grid: string;
  intro?: ReactNode;
  /** The other column: a picture, a panel, a list. */
  side: ReactNode;
  /** Set to put the other column first (on the left, and above on a phone). */
  sideFirst?: boolean;
  /** What follows the heading in its column. */
  children?: ReactNode;
}

/**
 * A band of two columns: a left-aligned heading with what follows it, beside another column. Home's
 * about, about's story and what we do, an area's services and the testimonials' letters share it.
 */
export function SplitBand({
  id,
  heading,
  shade = "plain",
  grid,
  intro,
  side,
  sideFirst = false,
  children,
}: SplitBandProps) {
  return (
    <section aria-labelledby={id} className={`${SHADES[shade]}py-16 sm:py-20`}>
      <Container className={grid}>
        {sideFirst ? side : null}
        <div>
          <SectionHeading eyebrow={heading.eyebrow} title={heading.title} id={id} align="left">
            {intro}
          </SectionHeading>
          {children}
        </div>
        {sideFirst ? null : side}
      </Container>
    </section>
  );
}

/** A band's decorative picture beside its text (empty alt: the text beside it says what matters). */
export function BandPicture({
  image,
  width = 600,
  sticky = false,
}: {
  image: PictureProps["image"];
  /** Its width in CSS pixels on a wide screen, where it fills one column. */
  width?: number;
  /** Set to keep it in view under the sticky header while its column scrolls. */
  sticky?: boolean;
}) {
  return (
    <Picture
      image={image}
      sizes={`(min-width: 1024px) ${width}px, 100vw`}
      alt=""
      className={`overflow-hidden rounded-2xl shadow-lg${sticky ? " lg:sticky lg:top-36" : ""}`}
      imgClassName="w-full"
    />
  );
}

/** A centred link that closes a band: to the gallery, the blog, every testimonial, the contact page. */
export function ClosingLink({
  to,
  label,
  variant = "ghost",
  gap = "mt-10",
}: {
  to: string;
  label: string;
  variant?: ButtonVariant;
  /** Its distance from what it follows. */
  gap?: "mt-8" | "mt-10";
}) {
  return (
    <div className={`${gap} text-center`}>
      <ButtonLink to={to} variant={variant}>
        {label}
      </ButtonLink>
    </div>
  );
}

/**
 * A band named by its landmark's label instead of a visible heading: a page's tool, list or form under
 * its hero (the gallery, the references, the blog's list, the contact page's tiles and form).
 */
export function LabelledBand({
  label,
  shade = "plain",
  tight = false,
  grid,
  children,
}: {
  label: string;
  shade?: Exclude<keyof typeof SHADES, "navy">;
  /** Less padding, for a tool that should start high on the page. */
  tight?: boolean;
  /** The container's grid classes, when the band lays out columns. */
  grid?: string;
  children: ReactNode;
}) {
  return (
    <section aria-label={label} className={`${SHADES[shade]}${tight ? "py-12 sm:py-16" : "py-16 sm:py-20"}`}>
      <Container className={grid}>{children}</Container>
    </section>
  );
}
