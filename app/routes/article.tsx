import { Fragment } from "react";
import { data } from "react-router";
import type { Route } from "./+types/article";
import { ArticleCard } from "~/components/sections/article-card";
import { CtaBanner } from "~/components/sections/cta-banner";
import { Container } from "~/components/ui/container";
import { Picture } from "~/components/ui/picture";
import { formatDate } from "~/lib/rendering/format-date";
import type { PageEntry } from "~/content/page-registry";
import { requestLang } from "~/content/registry.server";
import { articleGone } from "~/lib/content-store/article-moves";
import { contentFor } from "~/lib/content-store/site-content.server";
import { copyFor } from "~/content/copy";
import { useCopy } from "~/lib/rendering/use-copy";
import { pageData } from "~/lib/rendering/page-route";
import { socialImagePath } from "~/lib/discovery/social-image";
import { articleJsonLd, breadcrumbJsonLd } from "~/lib/discovery/structured-data";

/**
 * One article of the request's content snapshot (the load context's, or the repository's): 404 for a slug
 * it does not have, 301 from an address an article had before its slug changed, 410 for a deleted one.
 */
export function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const content = contentFor(context);
  const gone = articleGone(content.snapshot, new URL(request.url).pathname);
  if (gone) throw gone;
  const entry = content.collectionEntry("article", lang, (a) => a.slug === params.slug);
  const article = entry && content.findArticle(entry.record.slug, lang);
  if (!entry || !article) throw data(null, { status: 404 });
  return pageData(
    entry,
    { article, related: content.relatedArticles(article.slug, 3, lang) },
    { type: "article", published: article.date, structuredData: structuredData(entry) },
  );
}

export { meta } from "~/lib/rendering/page-route";

/** The page's structured data: the article and its breadcrumb. */
function structuredData(entry: PageEntry<"article">) {
  const { record: article, path, lang } = entry;
  const { ui, paths, content } = copyFor(lang);
  return [
    articleJsonLd({
      title: article.title,
      description: article.description,
      path,
      date: article.date,
      image: socialImagePath(entry),
    }),
    breadcrumbJsonLd([
      { name: ui.article.home, path: paths.home },
      { name: content.pages.blog.title, path: paths.blog },
      { name: article.title, path },
    ]),
  ];
}

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { article, related } = loaderData;
  const { page: pageCopy, ui, paths } = useCopy();
  return (
    <>
      <article className="pt-10 pb-16">
        <Container width="text">
          <nav aria-label={ui.article.breadcrumb}>
            <ol className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
              {[
                { to: paths.home, label: ui.article.home },
                { to: paths.blog, label: ui.article.blog },
              ].map((crumb) => (
                <Fragment key={crumb.to}>
                  <li>
                    <a href={crumb.to} className="hover:text-teal-700">
                      {crumb.label}
                    </a>
                  </li>
                  <li aria-hidden="true">»</li>
                </Fragment>
              ))}
              <li aria-current="page" className="font-semibold text-navy-900">
                {article.title}
              </li>
            </ol>
          </nav>
          <h1 className="mt-6 text-3xl leading-tight sm:text-4xl">{article.title}</h1>
          <p className="mt-4 text-slate-600">
            <time dateTime={article.date}>{formatDate(article.date, article.lang)}</time> ·{" "}
            {ui.article.minutes(article.readingMinutes)}
          </p>
          {article.image ? (
            <Picture
              image={article.image}
              alt={article.imageAlt}
              sizes="(min-width: 768px) 768px, 100vw"
              priority
              className="mt-8 block overflow-hidden rounded-2xl"
              imgClassName="w-full"
            />
          ) : null}
          <div
            className="prose-article mt-8 text-lg text-slate-700"
            dangerouslySetInnerHTML={{ __html: article.html }}
          />
        </Container>
      </article>
      <CtaBanner title={pageCopy.article.cta} />
      {related.length > 0 ? (
        <section aria-labelledby="related-title" className="py-16">
          <Container>
            <h2 id="related-title" className="text-3xl">
              {pageCopy.article.related}
            </h2>
            <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {related.map((a) => (
                <ArticleCard key={a.slug} article={a} />
              ))}
            </div>
          </Container>
        </section>
      ) : null}
    </>
  );
}
