import type { Route } from "./+types/blog";
import { ArticleCard } from "~/components/sections/article-card";
import { CtaBanner } from "~/components/sections/cta-banner";
import { PageHero } from "~/components/sections/page-hero";
import { LabelledBand } from "~/components/sections/band";
import { useCopy } from "~/lib/rendering/use-copy";
import { pageData } from "~/lib/rendering/page-route";
import { requestLang } from "~/content/registry.server";
import { contentFor } from "~/lib/content-store/site-content.server";

export function loader({ request, context }: Route.LoaderArgs) {
  const site = contentFor(context);
  const entry = site.fixedPage("blog", requestLang(request));
  return pageData(entry, { page: entry.record, articles: site.listArticles(entry.lang) });
}

export { meta } from "~/lib/rendering/page-route";

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { page, articles } = loaderData;
  const { page: pageCopy } = useCopy();
  return (
    <>
      <PageHero {...page} size="compact" />
      <LabelledBand label={page.sections.articles}>
        <p className="text-slate-600">{pageCopy.blog.count(articles.length)}</p>
        <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {articles.map((a) => (
            <ArticleCard key={a.slug} article={a} headingLevel={2} />
          ))}
        </div>
      </LabelledBand>
      <CtaBanner />
    </>
  );
}
