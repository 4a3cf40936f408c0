import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/gallery";
import { CtaBanner } from "~/components/sections/cta-banner";
import { GalleryViewer } from "~/components/sections/gallery-viewer";
import { PageHero } from "~/components/sections/page-hero";
import { Container } from "~/components/ui/container";
import { galleryCategories, galleryItems, projectImage } from "~/content/gallery";
import { pages } from "~/content/pages";
import { paths } from "~/content/site-paths";
import { hydrateHandle } from "~/lib/hydration";
import { pageMeta } from "~/lib/meta";

/** Ships the client: the before/after slider and the gallery viewer. */
export const handle = hydrateHandle;

export function loader() {
  const { heroProject, ...page } = pages.gallery;
  return {
    page: { ...page, image: projectImage(heroProject.id, heroProject.side) },
    categories: galleryCategories,
    items: galleryItems,
  };
}

/** The data never depends on the query string: switching projects needs no request. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData.page.meta, paths.gallery);

export default function Gallery({ loaderData }: Route.ComponentProps) {
  const { page, categories, items } = loaderData;
  return (
    <>
      <PageHero
        eyebrow={page.eyebrow}
        title={page.title}
        tagline={page.tagline}
        image={page.image}
        size="compact"
      />
      <section aria-label="Projects" className="py-12 sm:py-16">
        <Container>
          <GalleryViewer categories={categories} items={items} />
        </Container>
      </section>
      <CtaBanner />
    </>
  );
}
