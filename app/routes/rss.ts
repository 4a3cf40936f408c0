import { Feed } from "feed";
import { feedTitle, agentFiles } from "~/content/agent-files";
import { listArticles } from "~/content/blog.server";
import { company } from "~/content/company";
import { pages } from "~/content/pages";
import { articlePath, paths } from "~/content/page-registry";
import { socialImagePath } from "~/lib/discovery/social-image";
import { absoluteUrl } from "~/lib/site/site-url";

/** RSS 2.0 feed of every article, newest first, with absolute links. */
export function loader() {
  const articles = listArticles();
  const newest = articles[0]?.date;
  const feed = new Feed({
    title: feedTitle,
    description: pages.blog.meta.description,
    id: absoluteUrl(paths.blog),
    link: absoluteUrl(paths.blog),
    language: "en-US",
    copyright: `© ${company.legalName}`,
    generator: false,
    updated: newest ? new Date(`${newest}T12:00:00Z`) : undefined,
    feedLinks: { rss: absoluteUrl(agentFiles.rss) },
    image: absoluteUrl("/icons/icon-192.png"),
  });
  for (const a of articles) {
    const url = absoluteUrl(articlePath(a.slug));
    feed.addItem({
      title: a.title,
      id: url,
      link: url,
      description: a.description,
      date: new Date(`${a.date}T12:00:00Z`),
      category: a.tags.map((name) => ({ name })),
      image: { url: absoluteUrl(socialImagePath(articlePath(a.slug))), type: "image/png" },
      author: [{ name: company.name }],
    });
  }
  return new Response(feed.rss2(), { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
