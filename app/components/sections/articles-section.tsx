import type { ArticleSummary } from "~/content/article-schema";
import { useCopy } from "~/lib/rendering/use-copy";
import { ArticleCard } from "~/components/sections/article-card";
import { ClosingLink } from "./band";
import { HeadedSection } from "~/components/ui/headed-section";

interface ArticlesSectionProps {
  articles: readonly ArticleSummary[];
  id: string;
  eyebrow: string;
  title: string;
  /** Label of a link to the blog under the cards; none when absent. */
  all?: string;
  className?: string;
}

/** A band of article teaser cards (Home, /service), with an optional link to the blog. */
export function ArticlesSection({ articles, id, eyebrow, title, all, className = "" }: ArticlesSectionProps) {
  const { paths } = useCopy();
  return (
    <HeadedSection id={id} className={`py-16 sm:py-20 ${className}`} eyebrow={eyebrow} title={title}>
      <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {articles.map((a) => (
          <ArticleCard key={a.slug} article={a} />
        ))}
      </div>
      {all ? <ClosingLink to={paths.blog} label={all} variant="secondary" /> : null}
    </HeadedSection>
  );
}
