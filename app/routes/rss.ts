import { Feed } from "feed";
import type { Route } from "./+types/rss";
import { feeds } from "~/content/agent-files";
import { company } from "~/content/company";
import { copyFor } from "~/content/copy";
import { langInfo } from "~/content/i18n";
import { articlePath } from "~/content/page-registry";
import { requestLang } from "~/content/registry.server";
import { contentFor } from "~/lib/content-store/site-content.server";
import { socialImagePath } from "~/lib/discovery/social-image";
import { absoluteUrl } from "~/lib/site/site-url";

/** RSS 2.0 feed of one language's articles (/blog/rss.xml, /es/blog/rss.xml), newest first, absolute links. */
export function loader({ request, context }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const { content, paths, articleTags } = copyFor(lang);
  const articles = contentFor(context).listArticles(lang);
  const newest = articles[0]?.date;
  const feed = new Feed({
    title: feeds[lang].title,
    description: content.pages.blog.meta.description,
    id: absoluteUrl(paths.blog),
    link: absoluteUrl(paths.blog),
    language: langInfo[lang].tag,
    copyright: `© ${company.legalName}`,
    generator: false,
    updated: newest ? new Date(`${newest}T12:00:00Z`) : undefined,
    feedLinks: { rss: absoluteUrl(feeds[lang].path) },
    image: absoluteUrl("/icons/icon-192.png"),
  });
  for (const a of articles) {
    const path = articlePath(a.slug, lang);
    const url = absoluteUrl(path);
    feed.addItem({
      title: a.title,
      id: url,
      link: url,
      description: a.description,
      date: new Date(`${a.date}T12:00:00Z`),
      // Topics named in the feed's language, each once.
      category: [...new Set(a.tags.map((tag) => articleTags[tag]))].map((name) => ({ name })),
      image: {
        url: absoluteUrl(socialImagePath({ kind: "article", lang, path, meta: { title: a.title } })),
        type: "image/png",
      },
      author: [{ name: company.name }],
    });
  }
  return new Response(feed.rss2(), { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
