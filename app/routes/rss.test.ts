import { describe, expect, it } from "vitest";
import { articleTags } from "~/content/article-tags";
import { feeds } from "~/content/agent-files";
import { articleTags as articleTagsEs } from "~/content/es/article-tags";
import { listArticles } from "~/content/blog.server";
import { loader } from "./rss";

const feed = async (path: string) => {
  const res = loader({ request: new Request(`http://localhost${path}`) } as Parameters<typeof loader>[0]);
  return res.text();
};
const categories = (xml: string) =>
  [...xml.matchAll(/<category>(?:<!\[CDATA\[)?(.*?)(?:\]\]>)?<\/category>/g)].map((m) => m[1]);

describe("the feeds' categories", () => {
  it("name each article's topics in the feed's language", async () => {
    const es = categories(await feed(feeds.es.path));
    expect(es.length).toBeGreaterThan(0);
    const spanishNames = new Set(Object.values(articleTagsEs));
    for (const c of es) expect(spanishNames, c).toContain(c);
    // None is the English name or the frontmatter key (unless the word is the same in both languages).
    const englishOnly = Object.entries(articleTags).filter(
      ([key, name]) => articleTagsEs[key as keyof typeof articleTags] !== name,
    );
    for (const [key, name] of englishOnly) {
      expect(es).not.toContain(name);
      expect(es).not.toContain(key);
    }
    const first = listArticles("es")[0]!;
    expect(es).toEqual(expect.arrayContaining(first.tags.map((t) => articleTagsEs[t])));
  });

  it("in English too, as readable names rather than keys", async () => {
    const en = categories(await feed(feeds.en.path));
    const englishNames = new Set(Object.values(articleTags));
    for (const c of en) expect(englishNames, c).toContain(c);
    expect(en).toContain("Decks");
    expect(en).not.toContain("deck");
  });
});
