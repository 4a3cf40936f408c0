import type { ReactNode } from "react";
import type { ImageRef } from "~/content/images";
import { Container } from "~/components/ui/container";
import { Picture } from "~/components/ui/picture";

interface PageHeroProps {
  eyebrow?: string;
  title: string;
  tagline: string;
  image: ImageRef;
  /** Breadcrumb or other small print above the title. */
  above?: ReactNode;
  children?: ReactNode;
  /** banner: home and area pages; page: most pages; compact: pages whose tool or form should show early. */
  size?: "page" | "banner" | "compact";
}

/**
 * The banner at the top of a page: the h1 over the page's illustration. The image is the page's
 * largest above-the-fold element, so it loads eagerly with high priority.
 */
export function PageHero({ eyebrow, title, tagline, image, above, children, size = "page" }: PageHeroProps) {
  const height = {
    banner: "min-h-[500px] lg:min-h-[750px]",
    page: "min-h-[420px] lg:min-h-[520px]",
    compact: "min-h-[260px] lg:min-h-[340px]",
  }[size];
  return (
    <section className={`relative isolate flex items-center overflow-hidden bg-navy-900 ${height}`}>
      <Picture
        image={image}
        sizes="100vw"
        priority
        alt=""
        className="absolute inset-0 -z-10"
        imgClassName="h-full w-full object-cover"
      />
      <div className="absolute inset-0 -z-10 bg-linear-to-r from-navy-950/90 via-navy-950/70 to-navy-950/20" />
      <Container className={size === "compact" ? "py-10" : "py-16"}>
        <div className="max-w-2xl text-white">
          {above}
          {eyebrow ? (
            <p className="text-sm font-bold tracking-[0.2em] text-amber-400 uppercase">{eyebrow}</p>
          ) : null}
          {/* Long Spanish words ("Impermeabilización,") fit a 390 px phone: the size follows the width below 450 px. */}
          <h1 className="mt-3 text-[clamp(1.75rem,8vw,2.25rem)] leading-tight text-white hyphens-auto sm:text-5xl">
            {title}
          </h1>
          <p className="mt-5 text-lg leading-relaxed text-slate-100 sm:text-xl">{tagline}</p>
          {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
        </div>
      </Container>
    </section>
  );
}
