import { JSDOM } from "jsdom";
import { afterAll, describe, expect, inject, it } from "vitest";
import { ConformanceTester } from "lighthouse/third-party/ard/ard.js";
import { manifests } from "~/content/agent-files";
import { company } from "~/content/company";
import { copyFor } from "~/content/copy";
import { langOfPath } from "~/content/i18n";
import { registry } from "~/content/registry.server";
import { EVENT_TYPES } from "~/lib/webhooks/webhook-config.server";
import { allowTraining, answerBots, trainingBots } from "~/content/crawler-policy";
import { launchBrowser } from "./support/browser";
import { articleSlugs, allRoutes } from "./support/routes";
import { checkJsonLd } from "./support/structured-data";

/**
 * What search engines and agents read: head tags, structured data, feed, sitemap, llms.txt, the
 * Markdown copies, the ARD catalog and its discovery paths, robots.txt and the forms' WebMCP
 * attributes. Everything is read from the built site as served.
 */

const SITE = new URL(company.siteUrl).origin;
const base = () => inject("baseUrl");
/** The served copy of one of the site's absolute URLs. */
const local = (url: string) => url.replace(SITE, base());

async function get(path: string) {
  const res = await fetch(`${base()}${path}`, { redirect: "manual" });
  return { res, text: await res.text() };
}

const pages = new Map<string, Promise<{ res: Response; doc: Document }>>();

/**
 * A page as served, parsed: fetched and parsed once per file, however many tests read it (the head,
 * social image and structured data checks of a route share one load; the documents are only read).
 */
function page(path: string) {
  let loaded = pages.get(path);
  if (!loaded) {
    loaded = get(path).then(({ res, text }) => {
      expect(res.status, path).toBe(200);
      return { res, doc: new JSDOM(text).window.document };
    });
    pages.set(path, loaded);
  }
  return loaded;
}

/** Drops a route's parsed document once its checks are done (a parsed page holds a few MB). */
function forget(path: string) {
  void pages.get(path)?.then(({ doc }) => doc.defaultView?.close());
  pages.delete(path);
}

const attr = (doc: Document, selector: string, name = "content") =>
  doc.querySelector(selector)?.getAttribute(name) ?? null;

const jsonLd = (doc: Document) =>
  [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
    (s) => JSON.parse(s.textContent ?? "") as Record<string, unknown>,
  );

/** Width and height of a PNG from its IHDR chunk. */
async function pngSize(url: string) {
  const res = await fetch(local(url));
  expect(res.status, url).toBe(200);
  expect(res.headers.get("content-type"), url).toBe("image/png");
  const png = Buffer.from(await res.arrayBuffer());
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** A social image's address: its page's name and a content hash (scripts/social-images.ts). */
const SOCIAL_IMAGE_URL = new RegExp(
  `^${SITE.replace(/\./g, "\\.")}/social/([a-z0-9-]+)\\.[0-9a-f]{10}\\.png$`,
);

/** The kind of the page at a route, in either language (from the registry). */
const kindOf = (r: string) => registry.find((e) => e.path === r)?.kind;
const isService = (r: string) => kindOf(r) === "service";
const isArticle = (r: string) => kindOf(r) === "article";
const isArea = (r: string) => kindOf(r) === "area";

/** Each route's head as the per-route checks read it, for the site-wide uniqueness check. */
const seen: { route: string; title: string; description: string; image: string }[] = [];

// Each route is fetched and parsed once, and its head, social image and structured data are checked on
// that one document; it is dropped after them.
describe.each(allRoutes)("%s", (route) => {
  afterAll(() => forget(route));

  it("title, description, canonical, sharing tags, links", async () => {
    const { res, doc } = await page(route);
    const title = doc.title;
    expect(title).toMatch(new RegExp(` \\| ${company.name.replace(/[&]/g, "\\$&")}$`));
    const description = attr(doc, 'meta[name="description"]') ?? "";
    expect(description.length, description).toBeGreaterThanOrEqual(120);
    expect(description.length, description).toBeLessThanOrEqual(160);

    const canonical = attr(doc, 'link[rel="canonical"]', "href");
    expect(canonical).toBe(new URL(route, SITE).href);
    expect(attr(doc, 'meta[property="og:url"]')).toBe(canonical);
    expect(attr(doc, 'meta[property="og:title"]')).toBe(title);
    expect(attr(doc, 'meta[property="og:description"]')).toBe(description);
    expect(attr(doc, 'meta[property="og:type"]')).toBe(isArticle(route) ? "article" : "website");
    expect(attr(doc, 'meta[property="og:site_name"]')).toBe(company.name);
    expect(attr(doc, 'meta[name="twitter:card"]')).toBe("summary_large_image");
    expect(attr(doc, 'meta[name="twitter:title"]')).toBe(title);
    expect(attr(doc, 'meta[name="twitter:description"]')).toBe(description);
    expect(doc.querySelector('meta[name="robots"]')).toBeNull();

    const image = attr(doc, 'meta[property="og:image"]') ?? "";
    expect(image).toMatch(SOCIAL_IMAGE_URL);
    seen.push({ route, title, description, image });
    expect(attr(doc, 'meta[name="twitter:image"]')).toBe(image);
    expect(await pngSize(image)).toEqual({ width: 1200, height: 630 });

    // Each language's pages name their own manifest (the Spanish one describes the site in Spanish).
    expect(attr(doc, 'link[rel="manifest"]', "href")).toBe(manifests[langOfPath(route)]);
    expect(attr(doc, 'link[rel="apple-touch-icon"]', "href")).toBe("/icons/apple-touch-icon.png");
    expect(attr(doc, 'link[rel="alternate"][type="application/rss+xml"]', "href")).toBe("/blog/rss.xml");
    expect(attr(doc, 'link[rel="ard"]', "href")).toBe("/.well-known/ard.json");
    expect(res.headers.get("link")).toContain('</.well-known/ard.json>; rel="ard"');
  });

  it("the shared image is content-hashed, cached for good, and its old name answers 301 to it", async () => {
    const { doc } = await page(route);
    const image = attr(doc, 'meta[property="og:image"]') ?? "";
    const [, name] = SOCIAL_IMAGE_URL.exec(image) ?? [];
    expect(name, image).toBeTruthy();
    const res = await fetch(local(image));
    expect(res.status, image).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("cache-control")).toMatch(/\bimmutable\b/);
    expect(res.headers.get("cache-control")).toMatch(/max-age=31536000/);

    // The JSON-LD names hashed social images too (the business block: the home page's; an article:
    // its own).
    for (const block of jsonLd(doc).filter((b) => typeof b.image === "string"))
      expect(block.image, String(block["@type"])).toMatch(SOCIAL_IMAGE_URL);
    if (isArticle(route)) expect(jsonLd(doc).find((b) => b["@type"] === "BlogPosting")?.image).toBe(image);

    const hashed = new URL(image).pathname;
    const old = await fetch(`${base()}/social/${name}.png`, { redirect: "manual" });
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toBe(hashed);
  });

  it("every JSON-LD block parses and has its required properties", async () => {
    const { doc } = await page(route);
    const blocks = jsonLd(doc);
    for (const block of blocks) expect(checkJsonLd(block), JSON.stringify(block).slice(0, 120)).toEqual([]);
    const types = blocks.map((b) => b["@type"]);
    expect(types.filter((t) => t === "HomeAndConstructionBusiness")).toHaveLength(1);

    if (isService(route) || isArea(route)) expect(types).toContain("Service");
    if (isArticle(route)) {
      const post = blocks.find((b) => b["@type"] === "BlogPosting");
      expect(post?.datePublished).toBe(doc.querySelector("article time")?.getAttribute("datetime"));
      expect(post?.headline).toBe(doc.querySelector("h1")?.textContent);
    }
    if (isService(route) || isArea(route) || isArticle(route)) expect(types).toContain("BreadcrumbList");

    // FAQPage exactly where an FAQ shows, with the page's own questions in the page's order.
    const faqTitle = copyFor(langOfPath(route)).ui.faq.title;
    const faqSection = [...doc.querySelectorAll("section")].find(
      (s) => s.querySelector("h2")?.textContent === faqTitle,
    );
    const faq = blocks.find((b) => b["@type"] === "FAQPage") as
      { mainEntity: { name: string; acceptedAnswer: { text: string } }[] } | undefined;
    expect(Boolean(faq), "FAQPage present exactly when an FAQ shows").toBe(Boolean(faqSection));
    if (faq && faqSection) {
      const shown = [...faqSection.querySelectorAll("button, summary")].map((q) => q.textContent?.trim());
      expect(faq.mainEntity.map((q) => q.name)).toEqual(shown);
      for (const q of faq.mainEntity) expect(faqSection.textContent).toContain(q.acceptedAnswer.text);
    }
  });
});

describe("every route's head", () => {
  it("titles, descriptions and social images are unique across the site", () => {
    expect(seen).toHaveLength(allRoutes.length);
    for (const key of ["title", "description", "image"] as const) {
      const values = seen.map((s) => s[key]);
      expect(new Set(values).size, key).toBe(values.length);
    }
  });

  it("error pages stay out of the index", async () => {
    const { res, text } = await get("/no-such-page-anywhere");
    expect(res.status).toBe(404);
    const doc = new JSDOM(text).window.document;
    expect(attr(doc, 'meta[name="robots"]')).toBe("noindex");
    expect(doc.querySelector('link[rel="canonical"]')).toBeNull();
  });
});

describe("social images", () => {
  it("the business block and the feed's enclosures name the hashed images of their pages", async () => {
    const { doc } = await page("/");
    const business = jsonLd(doc).find((b) => b["@type"] === "HomeAndConstructionBusiness");
    expect(business?.image).toBe(attr(doc, 'meta[property="og:image"]'));
    const { text } = await get("/blog/rss.xml");
    const feedImages = [...text.matchAll(/<enclosure [^>]*url="([^"]+)"/g)].map((m) => m[1] ?? "");
    expect(feedImages.length).toBeGreaterThan(0);
    for (const url of feedImages) expect(url).toMatch(SOCIAL_IMAGE_URL);
  });

  it("an unknown social image is a 404, not a redirect", async () => {
    const res = await fetch(`${base()}/social/no-such-page.png`, { redirect: "manual" });
    expect(res.status).toBe(404);
  });
});

describe("structured data", () => {
  it("the business block carries the company facts from company.ts", async () => {
    const { doc } = await page("/");
    const business = jsonLd(doc).find((b) => b["@type"] === "HomeAndConstructionBusiness");
    expect(business).toMatchObject({
      name: company.name,
      telephone: company.phone.e164,
      email: company.email,
      foundingDate: String(company.foundedYear),
      address: { streetAddress: company.address.street, postalCode: company.address.postalCode },
      identifier: { value: company.licence.number },
    });
    expect(await pngSize(String(business?.logo))).toEqual({ width: 512, height: 512 });
  });
});

describe("feed and sitemap", () => {
  it("the RSS feed is well-formed RSS 2.0 with one item per article and absolute links", async () => {
    const { res, text } = await get("/blog/rss.xml");
    expect(res.status).toBe(200);
    const xml = new JSDOM(text, { contentType: "application/xml" }).window.document;
    expect(xml.querySelector("parsererror")).toBeNull();
    expect(xml.documentElement.tagName).toBe("rss");
    expect(xml.documentElement.getAttribute("version")).toBe("2.0");
    const items = [...xml.querySelectorAll("channel > item")];
    expect(items).toHaveLength(articleSlugs.length);
    const links = items.map((i) => i.querySelector("link")?.textContent ?? "");
    expect(new Set(links)).toEqual(new Set(articleSlugs.map((s) => `${SITE}/blogs/${s}`)));
    for (const item of items) {
      expect(item.querySelector("title")?.textContent).toBeTruthy();
      expect(Date.parse(item.querySelector("pubDate")?.textContent ?? "")).not.toBeNaN();
    }
    for (const link of links.slice(0, 3))
      expect((await fetch(local(link), { redirect: "manual" })).status).toBe(200);
  });

  it("the sitemap lists exactly the canonical routes, each answering 200, with a lastmod", async () => {
    const { text } = await get("/sitemap.xml");
    const xml = new JSDOM(text, { contentType: "application/xml" }).window.document;
    expect(xml.querySelector("parsererror")).toBeNull();
    const urls = [...xml.querySelectorAll("url")].map((u) => ({
      loc: u.querySelector("loc")?.textContent ?? "",
      lastmod: u.querySelector("lastmod")?.textContent ?? "",
    }));
    expect(urls.map((u) => u.loc).sort()).toEqual(allRoutes.map((r) => new URL(r, SITE).href).sort());
    for (const u of urls) {
      expect(u.lastmod, u.loc).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect((await fetch(local(u.loc), { redirect: "manual" })).status, u.loc).toBe(200);
    }
    const article = urls.find((u) => u.loc.endsWith("/blogs/What-is-Waterproofing"));
    expect(article?.lastmod).toBe("2023-02-09");
  });
});

describe("llms.txt and the Markdown copies", () => {
  it("follows llmstxt.org: H1, summary, sections, and every link answers 200", async () => {
    const { res, text } = await get("/llms.txt");
    expect(res.status).toBe(200);
    const lines = text.split("\n");
    expect(lines[0]).toBe(`# ${company.name}`);
    expect(lines.find((l) => l.trim() !== "" && !l.startsWith("#"))).toMatch(/^> /);
    for (const section of ["Services", "Areas", "Articles", "Ask for a quote", "Optional"])
      expect(lines).toContain(`## ${section}`);
    const links = [...text.matchAll(/\]\((https?:\/\/[^)]+)\)/g)].map((m) => m[1] ?? "");
    for (const route of allRoutes)
      expect(links).toContain(new URL(route === "/" ? "/index.md" : `${route}.md`, SITE).href);
    expect(links).toContain(`${SITE}/openapi.json`);
    for (const link of new Set(links)) {
      const r = await fetch(local(link), { redirect: "manual" });
      expect(r.status, link).toBe(200);
      await r.arrayBuffer();
    }
  });

  it("each Markdown copy is clean Markdown of its page", async () => {
    for (const route of [
      "/",
      "/services/deck-waterproofing-coating-repair",
      "/blogs/What-is-Waterproofing",
    ]) {
      const { res, text } = await get(route === "/" ? "/index.md" : `${route}.md`);
      expect(res.headers.get("content-type")).toMatch(/^text\/markdown/);
      const { doc } = await page(route);
      expect(text.startsWith(`# ${doc.querySelector("h1")?.textContent}`)).toBe(true);
      expect(text).not.toMatch(/<(div|script|nav|form)\b/);
      expect(text).toContain(company.phone.display);
    }
    const article = (await get("/blogs/What-is-Waterproofing.md")).text;
    expect(article).toContain("## The Two Jobs of Waterproofing");
  });
});

describe("agent catalog and crawler policy", () => {
  it("the ARD manifest conforms to the spec (Lighthouse's conformance tester) and links the API and llms.txt", async () => {
    const { res, text } = await get("/.well-known/ard.json");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    const tester = new ConformanceTester();
    tester.validate_manifest(text, "ard.json");
    expect(tester.errors).toEqual([]);
    // Every entry is one of ARD's standard discovery types (Lighthouse's ard-schema audit scores 1).
    expect(tester.warnings).toEqual([]);

    const manifest = JSON.parse(text) as {
      host: { documentationUrl: string };
      entries: { identifier: string; type: string; url: string; representativeQueries: string[] }[];
    };
    const host = new URL(SITE).hostname;
    for (const entry of manifest.entries) {
      expect(entry.identifier.startsWith(`urn:air:${host}:`)).toBe(true);
      expect(entry.representativeQueries.length).toBeGreaterThanOrEqual(2);
      expect((await fetch(local(entry.url))).status).toBe(200);
    }
    expect(manifest.host.documentationUrl).toBe(`${SITE}/llms.txt`);

    // The MCP server is listed as an agent artifact: its card names the endpoint and the three tools.
    const mcp = manifest.entries.find((e) => e.type === "application/mcp-server-card+json");
    expect(mcp?.url).toBe(`${SITE}/.well-known/mcp/server-card.json`);
    const card = (await (await fetch(local(mcp?.url ?? ""))).json()) as {
      remotes: { type: string; url: string }[];
      tools: { name: string }[];
    };
    expect(card.remotes).toEqual([{ type: "streamable-http", url: `${SITE}/mcp` }]);
    expect(card.tools.map((t) => t.name).sort()).toEqual([
      "book_inspection",
      "check_availability",
      "request_quote",
    ]);

    // The OpenAPI description is where agents look for it: each API answer's service-desc link and
    // llms.txt.
    for (const path of ["/api/quote", "/api/availability", "/api/bookings"]) {
      const link = (await fetch(local(`${SITE}${path}`))).headers.get("link") ?? "";
      expect(link, path).toContain('</openapi.json>; rel="service-desc"');
    }
    expect(await (await fetch(local(`${SITE}/llms.txt`))).text()).toContain(`${SITE}/openapi.json`);
    const openapi = (await (await fetch(local(`${SITE}/openapi.json`))).json()) as {
      openapi: string;
      paths: Record<string, { post?: { requestBody: unknown; responses: Record<string, unknown> } }>;
      webhooks: Record<
        string,
        { post: { requestBody: { content: Record<string, { schema: { $ref: string } }> } } }
      >;
      components: { schemas: Record<string, { properties?: { type?: { const?: string } } }> };
    };
    expect(openapi.openapi).toBe("3.1.0");
    expect(Object.keys(openapi.paths["/api/quote"]?.post?.responses ?? {})).toEqual(
      expect.arrayContaining(["201", "400", "413", "415", "429"]),
    );
    // The events the site POSTs to the contractor's tools, each with its schema.
    expect(Object.keys(openapi.webhooks).sort()).toEqual([...EVENT_TYPES].sort());
    for (const [type, hook] of Object.entries(openapi.webhooks)) {
      const ref = hook.post.requestBody.content["application/json"]?.schema.$ref ?? "";
      const schema = openapi.components.schemas[ref.replace("#/components/schemas/", "")];
      expect(schema?.properties?.type?.const, type).toBe(type);
    }
  });

  it("robots.txt states the AI policy and points to the sitemap and the catalog", async () => {
    const { text } = await get("/robots.txt");
    const groups = text.split(/\n\s*\n/);
    const groupOf = (agent: string) =>
      groups.find((g) => g.split("\n").includes(`User-agent: ${agent}`)) ?? "";
    for (const bot of answerBots) expect(groupOf(bot)).toContain("Allow: /");
    for (const bot of trainingBots)
      expect(groupOf(bot)).toMatch(allowTraining ? /^Allow: \/$/m : /^Disallow: \/$/m);
    expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    const agentmap = /^Agentmap: (\S+)$/m.exec(text)?.[1] ?? "";
    expect(new URL(agentmap, `${base()}/robots.txt`).href).toBe(`${base()}/.well-known/ard.json`);
    expect((await fetch(new URL(agentmap, `${base()}/robots.txt`))).status).toBe(200);
  });

  it("the web manifest names the company and its icons exist at their stated sizes", async () => {
    const manifest = (await (await fetch(`${base()}/manifest.webmanifest`)).json()) as {
      name: string;
      icons: { src: string; sizes: string; type: string }[];
    };
    expect(manifest.name).toBe(company.name);
    for (const icon of manifest.icons.filter((i) => i.type === "image/png")) {
      const [w, h] = icon.sizes.split("x").map(Number);
      expect(await pngSize(`${SITE}${icon.src}`)).toEqual({ width: w, height: h });
    }
    expect(await pngSize(`${SITE}/icons/apple-touch-icon.png`)).toEqual({ width: 180, height: 180 });
  });
});

describe("WebMCP", () => {
  it("both lead forms carry the declarative tool attributes in the prerendered HTML", async () => {
    for (const [route, kinds] of [
      ["/contact", ["request_quote"]],
      ["/", ["request_urgent_callback"]],
    ] as const) {
      const { doc } = await page(route);
      for (const toolname of kinds) {
        const form = doc.querySelector(`form[toolname="${toolname}"]`);
        expect(form, `${route} ${toolname}`).not.toBeNull();
        expect(form?.getAttribute("tooldescription")?.length).toBeGreaterThan(30);
        const fields = [...(form?.querySelectorAll("input:not([type=hidden]), select, textarea") ?? [])];
        expect(fields.length).toBeGreaterThanOrEqual(3);
        for (const field of fields)
          expect(field.getAttribute("toolparamdescription"), field.getAttribute("name") ?? "").toBeTruthy();
      }
    }
  });
});

describe("WebMCP in Chromium", () => {
  interface Tool {
    name: string;
    description: string;
    inputSchema: { properties: Record<string, { description?: string }>; required?: string[] };
    annotations?: { autosubmit?: boolean };
  }

  it("the browser turns the quote form into a tool with described parameters, with no script of ours", async () => {
    // WebMCP is behind Chromium's experimental web platform features for now.
    const browser = await launchBrowser(["--enable-experimental-web-platform-features"]);
    try {
      const page = await browser.newPage({ javaScriptEnabled: false });
      const cdp = await page.context().newCDPSession(page);
      const tools: Tool[] = [];
      // The WebMCP CDP domain is newer than Playwright's protocol types.
      const session = cdp as unknown as {
        on(event: string, listener: (e: { tools?: Tool[] }) => void): void;
        send(method: string): Promise<unknown>;
      };
      session.on("WebMCP.toolsAdded", (e) => tools.push(...(e.tools ?? [])));
      await session.send("WebMCP.enable");
      await page.goto(`${base()}/contact`);
      // The browser may announce the tool while the form is still being parsed and again once it is
      // complete: the latest announcement is the form as the visitor sees it.
      const latest = () => tools.filter((t) => t.name === "request_quote").at(-1);
      const fields = ["name", "email", "phone", "service", "message"];
      await expect
        .poll(() => fields.filter((f) => latest()?.inputSchema.properties[f]?.description), {
          timeout: 20_000,
        })
        .toEqual(fields);
      const tool = latest();
      expect(tool?.annotations?.autosubmit).toBe(true);
      expect(tool?.inputSchema.required).toEqual(expect.arrayContaining(["name"]));
    } finally {
      await browser.close();
    }
  });
});

describe("external validator (structured-data-testing-tool)", () => {
  it.each([
    "/",
    "/services/deck-waterproofing-coating-repair",
    "/los-angeles-deck-waterproofing-contractor",
    "/blogs/What-is-Waterproofing",
  ])("%s passes the Google and social-media presets with no errors", async (route) => {
    const { structuredDataTest } = await import("structured-data-testing-tool");
    const { Google, SocialMedia } = await import("structured-data-testing-tool/presets");
    const { text } = await get(route);
    type Result = Awaited<ReturnType<typeof structuredDataTest>>;
    // The tool rejects when a test fails, with the full result attached.
    const result = await structuredDataTest(text, { presets: [Google, SocialMedia] }).catch(
      (err: { res?: Result } & Error) => {
        if (err.res) return err.res;
        throw err;
      },
    );
    expect(result.failed).toEqual([]);
    expect(result.passed.length).toBeGreaterThan(10);
  });
});
