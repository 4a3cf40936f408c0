import { renderToStaticMarkup } from "react-dom/server";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { imageSources, Picture } from "~/components/ui/picture";
import { articleTagKeys } from "~/content/article-tags";
import { findArticle, listArticles, relatedArticles } from "~/content/blog.server";
import { featuredProjectIds } from "~/content/featured-projects";
import { galleryItemsByLang } from "~/content/gallery";
import { langs } from "~/content/i18n";
import { galleryWidths, type ImageEntry } from "~/content/images";
import { pathsByLang } from "~/content/paths";
import { MEDIA_FILES_PATH } from "~/lib/media/limits";
import { loader as articleLoader } from "~/routes/article";
import { loader as blogLoader } from "~/routes/blog";
import { registry } from "~/content/registry.server";
import { loader as galleryDataLoader } from "~/routes/gallery-data";
import { loader as llmsLoader } from "~/routes/llms-txt";
import { loader as markdownLoader } from "~/routes/page-markdown";
import { loader as rssLoader } from "~/routes/rss";
import { loader as sitemapLoader } from "~/routes/sitemap";
import { repoSnapshot } from "./repo-snapshot.server";
import { siteContent } from "./site-content.server";
import { OFFICE_PROJECT_ID_MIN, type StoredArticle, type StoredProject } from "./content-record";
import { contentContext, type ContentSnapshot, type SnapshotPhoto } from "./snapshot";

const json = (v: unknown) => JSON.stringify(v);

describe("the repository's records as a snapshot", () => {
  const site = siteContent(repoSnapshot());

  it("is read once, and derived once per snapshot", () => {
    expect(repoSnapshot()).toBe(repoSnapshot());
    expect(siteContent(repoSnapshot())).toBe(site);
  });

  it("gives the gallery the build shows, in both languages, key for key", () => {
    for (const lang of langs) expect(json(site.galleryItems[lang])).toBe(json(galleryItemsByLang[lang]));
  });

  it("gives the articles, their HTML and related lists the blog's pipeline gives the repository's files", () => {
    for (const lang of langs) {
      expect(json(site.listArticles(lang))).toBe(json(listArticles(lang)));
      for (const a of listArticles(lang)) {
        expect(json(site.findArticle(a.slug, lang)), a.slug).toBe(json(findArticle(a.slug, lang)));
        expect(json(site.relatedArticles(a.slug, 3, lang))).toBe(json(relatedArticles(a.slug, 3, lang)));
      }
    }
  });

  it("builds the registry the route table is built from", () => {
    expect(json(site.registry)).toBe(json(registry));
  });

  it("shows the featured projects as tiles in both languages", () => {
    for (const lang of langs) {
      const tiles = site.featuredProjects(lang);
      expect(tiles.map((t) => t.id)).toEqual([...featuredProjectIds]);
      for (const t of tiles) {
        const item = galleryItemsByLang[lang].find((i) => i.id === t.id)!;
        expect(t).toMatchObject({
          title: item.title,
          location: item.location,
          image: item.after ?? item.image,
        });
      }
    }
  });
});

/** A request to a route's loader with a content snapshot in its load context (or none). */
const withSnapshot = (snapshot: ContentSnapshot | null) => {
  const context = new RouterContextProvider();
  if (snapshot) context.set(contentContext, snapshot);
  return context;
};

type AnyLoader = (args: never) => unknown;
async function call(loader: AnyLoader, path: string, snapshot: ContentSnapshot | null, params = {}) {
  const args = { request: new Request(`http://localhost${path}`), context: withSnapshot(snapshot), params };
  try {
    return (await (loader as (a: typeof args) => unknown)(args)) as Response;
  } catch (thrown) {
    return thrown;
  }
}

describe("a null load context", () => {
  it("gives the files the repository's snapshot gives, byte for byte", async () => {
    const files: [AnyLoader, string][] = [
      [sitemapLoader, "/sitemap.xml"],
      [llmsLoader, "/llms.txt"],
      [rssLoader, "/blog/rss.xml"],
      [rssLoader, "/es/blog/rss.xml"],
      [galleryDataLoader, "/gallery.json"],
      [galleryDataLoader, "/es/galeria.json"],
      [markdownLoader, "/gallery.md"],
      [markdownLoader, "/blog.md"],
      [markdownLoader, `/blogs/${listArticles("en")[0]!.slug}.md`],
    ];
    for (const [loader, path] of files) {
      const none = (await call(loader, path, null)) as Response;
      const repo = (await call(loader, path, repoSnapshot())) as Response;
      expect(none.status, path).toBe(200);
      expect(await repo.text(), path).toBe(await none.text());
    }
  });
});

// A hand-made snapshot: the repository's records, plus an office project with uploaded photos, one with no
// Spanish words (featured in place of a repository project), and a new article in English only.
const photo = (id: number, width: number, height: number): SnapshotPhoto => ({
  width,
  height,
  variants: galleryWidths.flatMap((w) =>
    (["avif", "webp"] as const).map((format, i) => ({
      width: w,
      height: Math.round((w * height) / width),
      format,
      name: `${id}-${w}.${String(id * 1000 + w * 2 + i).padStart(16, "0")}.${format}`,
      bytes: 1000,
    })),
  ),
});

const base = repoSnapshot();
const replaced = base.projects.find((p) => p.featured)!;
const uploaded: StoredProject = {
  id: OFFICE_PROJECT_ID_MIN + 1,
  category: "deck-coating",
  title: "Balcony deck in Malibu recoated after a wet winter",
  titleEs: "Terraza en Malibú recubierta después de un invierno lluvioso",
  city: "Malibu",
  date: "2099-11",
  before: {
    source: { media: 41 },
    alt: "Photo: a balcony deck with its grey coating cracked and peeling, before the work",
    altEs: "Foto: una terraza con el recubrimiento gris agrietado y pelado, antes del trabajo",
    focus: { x: 40, y: 60 },
  },
  after: {
    source: { media: 42 },
    alt: "Photo: the same balcony deck with a smooth new grey coating, after the work",
    altEs: "Foto: la misma terraza con un recubrimiento gris nuevo y liso, después del trabajo",
  },
  featured: false,
};
const englishOnly: StoredProject = {
  id: OFFICE_PROJECT_ID_MIN + 2,
  category: "stucco",
  title: "Stucco wall patched and painted above a garage in Culver City",
  city: "Culver City",
  date: "2099-10",
  before: { source: { media: 43 }, alt: "Photo: a stucco wall with a long crack above a garage door" },
  featured: true,
};
const newArticle: StoredArticle = {
  slug: "Recoating-A-Deck-After-Rain",
  title: "Recoating a deck after the rain season",
  description:
    "When a deck can be recoated after a wet winter: how long the slab needs to dry, what the crew checks first and why waiting a week can save the new coating.",
  date: "2099-12-01",
  tags: [articleTagKeys[0]],
  image: { source: { media: 44 }, alt: "Photo: a crew member rolling a fresh coating onto a dry deck" },
  body: "A deck coated over a **wet slab** blisters.\n\nWait until the slab is dry.",
};
const office: ContentSnapshot = {
  version: 7,
  projects: [
    ...base.projects.map((p) => (p.id === replaced.id ? { ...p, featured: false } : p)),
    uploaded,
    englishOnly,
  ],
  articles: [...base.articles, newArticle],
  photos: {
    41: photo(41, 3024, 4032),
    42: photo(42, 3024, 4032),
    43: photo(43, 4032, 3024),
    44: photo(44, 4032, 3024),
  },
};

describe("a snapshot with the office's records", () => {
  const site = siteContent(office);

  it("shows an uploaded photo from its encoded files under /media/, at its real size", () => {
    const item = site.galleryItems.en.find((i) => i.id === uploaded.id)!;
    const sources = imageSources(item.image);
    expect(sources.width).toBe(3024);
    expect(sources.height).toBe(4032);
    expect(sources.focus).toEqual({ x: 40, y: 60 });
    for (const v of office.photos[41]!.variants) {
      expect(sources[v.format]).toContain(`${MEDIA_FILES_PATH}/${v.name} ${v.width}w`);
    }
    const html = renderToStaticMarkup(<Picture image={item.after!} sizes="100vw" />);
    expect(html).toContain(
      `src="${MEDIA_FILES_PATH}/${office.photos[42]!.variants.find((v) => v.width === 800 && v.format === "webp")!.name}"`,
    );
    expect(html).toContain('width="3024"');
    expect(html).not.toContain("/generated/");
  });

  it("shows a project without Spanish words on the English gallery only", async () => {
    expect(site.galleryItems.en.map((i) => i.id)).toContain(englishOnly.id);
    expect(site.galleryItems.es.map((i) => i.id)).not.toContain(englishOnly.id);
    const es = await ((await call(galleryDataLoader, "/es/galeria.json", office)) as Response).text();
    expect(es).not.toContain(englishOnly.title);
    expect(es).toContain(uploaded.titleEs);
    const md = await ((await call(markdownLoader, "/es/galeria.md", office)) as Response).text();
    expect(md).not.toContain(englishOnly.title);
  });

  it("fills a featured tile whose project lacks Spanish with the newest project that has it", () => {
    const en = site.featuredProjects("en").map((t) => t.id);
    expect(en).toEqual(office.projects.filter((p) => p.featured).map((p) => p.id));
    expect(en).toContain(englishOnly.id);
    const es = site.featuredProjects("es");
    expect(es.map((t) => t.id)).toEqual(en.map((id) => (id === englishOnly.id ? uploaded.id : id)));
    expect(es.map((t) => t.title)).not.toContain(englishOnly.title);
    expect(es.find((t) => t.id === uploaded.id)?.location).toBe("Malibú");
  });

  it("lists a new English-only article on /blog, in the English feed, the sitemap and llms.txt, and on no Spanish page", async () => {
    expect(site.listArticles("en")[0]?.slug).toBe(newArticle.slug);
    expect(site.listArticles("es").map((a) => a.title)).not.toContain(newArticle.title);
    const text = async (loader: AnyLoader, path: string) =>
      ((await call(loader, path, office)) as Response).text();
    expect(await text(rssLoader, "/blog/rss.xml")).toContain(newArticle.title);
    expect(await text(rssLoader, "/es/blog/rss.xml")).not.toContain(newArticle.title);
    expect(await text(sitemapLoader, "/sitemap.xml")).toContain(`/blogs/${newArticle.slug}</loc>`);
    expect(await text(llmsLoader, "/llms.txt")).toContain(newArticle.title);
    expect(await text(markdownLoader, "/blog.md")).toContain(newArticle.title);
    expect(await text(markdownLoader, "/es/blog.md")).not.toContain(newArticle.title);
    // Its own Markdown copy answers, though no route was registered for it at build time.
    expect(await text(markdownLoader, `/blogs/${newArticle.slug}.md`)).toContain("**wet slab**");
    const page = (await call(articleLoader, `/blogs/${newArticle.slug}`, office, {
      slug: newArticle.slug,
    })) as { article: { html: string; image: ImageEntry }; alternates: object };
    expect(page.article.html).toContain("<strong>wet slab</strong>");
    expect(page.article.image.files).toBeDefined();
    expect(page.alternates).toEqual({ en: `/blogs/${newArticle.slug}` });
    for (const lang of langs) {
      const blog = (await call(blogLoader, pathsByLang[lang].blog, office)) as {
        articles: { slug: string }[];
      };
      expect(blog.articles.some((a) => a.slug === newArticle.slug)).toBe(lang === "en");
    }
  });

  it("never shows English on a Spanish article page", async () => {
    const translated = office.articles.find((a) => a.es)!;
    const es = translated.es!;
    const page = await call(articleLoader, `/es/blog/${es.slug}`, office, { slug: es.slug });
    const shown = JSON.stringify(page);
    expect(shown).toContain(es.title);
    for (const english of [translated.title, translated.description, translated.body.split("\n")[0]!]) {
      expect(shown).not.toContain(english);
    }
    for (const related of (page as { related: { lang: string }[] }).related) expect(related.lang).toBe("es");
  });

  it("answers 404 for an article the snapshot does not have, in either language", async () => {
    for (const path of [`/es/blog/${newArticle.slug.toLowerCase()}`, "/blogs/No-Such-Article"]) {
      const thrown = await call(articleLoader, path, office, { slug: path.split("/").at(-1) });
      expect((thrown as { init: ResponseInit }).init.status, path).toBe(404);
    }
  });

  it("answers 301 from an article's old address and 410 for a deleted one", async () => {
    const moved: ContentSnapshot = {
      ...office,
      articleRedirects: { "/blogs/Old-Name": `/blogs/${newArticle.slug}` },
      goneArticles: ["/blogs/Deleted-One"],
    };
    const redirect = (await call(articleLoader, "/blogs/Old-Name", moved, { slug: "Old-Name" })) as Response;
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get("Location")).toBe(`/blogs/${newArticle.slug}`);
    const gone = await call(articleLoader, "/blogs/Deleted-One", moved, { slug: "Deleted-One" });
    expect((gone as { init: ResponseInit }).init.status).toBe(410);
  });

  it("dates the pages that show a record by the store's change to it in the sitemap", async () => {
    const dated: ContentSnapshot = {
      ...office,
      updatedAt: { [`project:${uploaded.id}`]: "2099-12-24T10:00:00Z" },
    };
    const xml = await ((await call(sitemapLoader, "/sitemap.xml", dated)) as Response).text();
    const lastmod = (path: string) => new RegExp(`<loc>[^<]*${path}</loc><lastmod>([^<]*)<`).exec(xml)?.[1];
    expect(lastmod(pathsByLang.en.gallery)).toBe("2099-12-24");
    expect(lastmod(pathsByLang.es.gallery)).toBe("2099-12-24");
    expect(lastmod(pathsByLang.en.about)).not.toBe("2099-12-24");
  });
});
