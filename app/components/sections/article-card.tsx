import type { ArticleSummary } from "~/content/article-schema";
import { formatDate } from "~/lib/rendering/format-date";
import { articlePath } from "~/content/page-registry";
import { useCopy } from "~/lib/rendering/use-copy";
import { Picture } from "~/components/ui/picture";

/** A blog teaser: illustration, date, title, description and a Read more link. */
export function ArticleCard({
  article,
  headingLevel = 3,
}: {
  article: ArticleSummary;
  headingLevel?: 2 | 3;
}) {
  const { ui } = useCopy();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const href = articlePath(article.slug, article.lang);
  return (
    <article className="flex flex-col overflow-hidden rounded-xl bg-white shadow-md ring-1 ring-slate-200">
      {article.image ? (
        <Picture
          image={article.image}
          sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
          alt=""
          imgClassName="aspect-[16/10] w-full object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm text-slate-600">
          <time dateTime={article.date}>{formatDate(article.date, article.lang)}</time> ·{" "}
          {ui.article.minutes(article.readingMinutes)}
        </p>
        <Heading className="mt-2 text-xl leading-snug">
          <a href={href} className="hover:text-teal-700">
            {article.title}
          </a>
        </Heading>
        <p className="mt-3 flex-1 leading-relaxed text-slate-600">{article.description}</p>
        <a
          href={href}
          className="mt-4 font-bold text-teal-700 hover:text-navy-900"
          aria-hidden="true"
          tabIndex={-1}
        >
          {ui.article.readMore} →
        </a>
      </div>
    </article>
  );
}
