import { JSDOM } from "jsdom";
import { afterAll, describe, expect, inject, it } from "vitest";
import { about } from "~/content/about";
import { areas } from "~/content/areas";
import { company, formatAddress } from "~/content/company";
import { copyFor } from "~/content/copy";
import { galleryItems } from "~/content/gallery";
import { langInfo } from "~/content/i18n";
import { references } from "~/content/references";
import { registry } from "~/content/registry.server";
import { seededReviews } from "~/content/testimonials";
import { manifests } from "~/content/agent-files";
import { articleTags } from "~/content/article-tags";
import { references as referencesEs } from "~/content/es/references";
import { fill } from "~/content/widget-copy";
import { javaScriptOnAndOff, openAt, settles, sharedBrowser } from "./support/browser";
import { readLeads, uniqueLead } from "./support/leads";

/**
 * The Spanish site: every Spanish page is in Spanish from its `<html lang>` to its meta tags,
 * knows its English counterpart (hreflang, sitemap, the language switch), and both lead forms work in
 * Spanish with and without JavaScript. Read from the built site as served.
 */

const SITE = new URL(company.siteUrl).origin;
const base = () => inject("baseUrl");
const es = copyFor("es");
const spanishPages = registry.filter((e) => e.lang === "es");
const counterpart = (path: string) => {
  const entry = registry.find((e) => e.path === path);
  const en = entry?.alternates.en;
  return en ? registry.find((e) => e.path === en) : undefined;
};

const pages = new Map<string, Promise<Document>>();

/**
 * A page as served, parsed: fetched and parsed once per file, however many tests read it (a Spanish
 * page and its English counterpart are read by several checks; the documents are only read).
 */
function page(path: string): Promise<Document> {
  let loaded = pages.get(path);
  if (!loaded) {
    loaded = (async () => {
      const res = await fetch(`${base()}${path}`, { redirect: "manual" });
      const text = await res.text();
      expect(res.status, path).toBe(200);
      return new JSDOM(text).window.document;
    })();
    pages.set(path, loaded);
  }
  return loaded;
}

/** Drops a page's parsed document once its checks are done (a parsed page holds a few MB). */
function forget(path: string) {
  void pages.get(path)?.then((doc) => doc.defaultView?.close());
  pages.delete(path);
}

/** Hreflang links of a document: language → absolute URL. */
const hreflangs = (doc: Document) =>
  Object.fromEntries(
    [...doc.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [
      l.getAttribute("hreflang"),
      l.getAttribute("href"),
    ]),
  );

// Each Spanish page and its English counterpart are fetched and parsed once, and every per-page check
// reads those documents; they are dropped after them. The helpers these checks use are defined below.
describe.each(spanishPages.map((e) => e.path))("%s", (path) => {
  afterAll(() => {
    forget(path);
    const english = counterpart(path);
    if (english) forget(english.path);
  });

  it("lang es, a Spanish h1, a self canonical and reciprocal hreflang links", async () => {
    const doc = await page(path);
    expect(doc.documentElement.lang).toBe(langInfo.es.tag);
    const h1 = doc.querySelector("h1")?.textContent?.trim() ?? "";
    const english = counterpart(path);
    expect(h1.length).toBeGreaterThan(2);
    if (english) expect(h1, "the h1 is not the English one").not.toBe(english.heading);
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${SITE}${path}`);
    expect(doc.querySelector('meta[property="og:locale"]')?.getAttribute("content")).toBe("es_US");
    expect(doc.querySelector('meta[property="og:locale:alternate"]')?.getAttribute("content")).toBe("en_US");

    const links = hreflangs(doc);
    expect(links.es).toBe(`${SITE}${path}`);
    expect(links["x-default"]).toBe(links.en);
    expect(links.en).toBe(`${SITE}${english?.path}`);
    // The English page links back with the same set.
    expect(hreflangs(await page(english!.path))).toEqual(links);

    const blocks = [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
      (s) => JSON.parse(s.textContent ?? "{}") as Record<string, unknown>,
    );
    expect(blocks.find((b) => b["@type"] === "WebPage")?.inLanguage).toBe(langInfo.es.tag);
  });

  it("no English left on it", async () => {
    const doc = await page(path);
    const english = counterpart(path);
    const englishText = english ? new Set(segments(await page(english.path))) : new Set<string>();
    const left = segments(doc).filter((s) => englishIn(s) || copiedFromEnglish(s, englishText));
    expect(left).toEqual([]);
  });

  it("what a native reader found: Spanish place names, no English FAQ label, figures written out, its own line and manifest", async () => {
    const doc = await page(path);
    const text = runningText(doc);
    const unaccented = text
      .map((t) => keptAsWritten.reduce((rest, name) => rest.split(name).join(" "), t))
      .filter((t) => UNACCENTED.test(t));
    expect(unaccented, "running Spanish text writes Los Ángeles, Santa Mónica, Malibú").toEqual([]);
    expect(text.filter((t) => /\bFAQ\b/.test(t))).toEqual([]);
    expect(text.filter((t) => /\d\.\d+k\b/i.test(t))).toEqual([]);
    expect(doc.querySelector('link[rel="manifest"]')?.getAttribute("href")).toBe(manifests.es);

    // The business block gives the number the page calls, and the page labels that line.
    const business = jsonLdBlocks(doc).find((b) => b["@type"] === "HomeAndConstructionBusiness");
    const calls = new Set(
      [...doc.querySelectorAll<HTMLAnchorElement>('a[href^="tel:"]')]
        .map((a) => a.getAttribute("href"))
        .filter((href) => !referencesEs.some((r) => href?.endsWith(r.phone.replace(/\D/g, "")))),
    );
    expect([...calls]).toEqual([`tel:${company.spanishLine.phone.e164}`]);
    expect(business?.telephone).toBe(company.spanishLine.phone.e164);
    expect((business?.identifier as { propertyID?: string }).propertyID).toBe("Licencia CSLB de California");
    expect(doc.body.textContent).toContain("Atención en español");
  });
});

describe("every Spanish page", () => {
  it("exists for every page kind but the untranslated articles", () => {
    const kinds = new Set(spanishPages.map((e) => e.kind));
    for (const e of registry.filter((p) => p.lang === "en" && p.kind !== "article")) {
      expect(e.alternates.es, e.path).toBeTruthy();
      expect(kinds.has(e.kind), e.kind).toBe(true);
    }
    expect(spanishPages.filter((e) => e.kind === "article").length).toBeGreaterThanOrEqual(6);
  });

  it("the sitemap's alternates are the pages' own links", async () => {
    const xml = await (await fetch(`${base()}/sitemap.xml`)).text();
    const doc = new JSDOM(xml, { contentType: "text/xml" }).window.document;
    for (const entry of spanishPages.filter((e) => e.kind !== "article").slice(0, 8)) {
      const url = [...doc.getElementsByTagName("url")].find(
        (u) => u.getElementsByTagName("loc")[0]?.textContent === `${SITE}${entry.path}`,
      );
      expect(url, entry.path).toBeTruthy();
      const inSitemap = Object.fromEntries(
        [...url!.getElementsByTagName("xhtml:link")].map((l) => [
          l.getAttribute("hreflang"),
          l.getAttribute("href"),
        ]),
      );
      expect(inSitemap).toEqual(hreflangs(await page(entry.path)));
      expect(url!.getElementsByTagName("lastmod")[0]?.textContent).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it("the Spanish feed lists the Spanish articles, marked es", async () => {
    const rss = await (await fetch(`${base()}/es/blog/rss.xml`)).text();
    expect(rss).toContain(`<language>${langInfo.es.tag}</language>`);
    for (const a of spanishPages.filter((e) => e.kind === "article"))
      expect(rss).toContain(`${SITE}${a.path}`);
    expect(rss).not.toContain(`${SITE}/blogs/`);
  });

  it("llms.txt has a Spanish section, and Spanish pages have Markdown copies in Spanish", async () => {
    const llms = await (await fetch(`${base()}/llms.txt`)).text();
    expect(llms).toContain("## En español");
    const md = await fetch(`${base()}/es/contacto.md`);
    expect(md.status).toBe(200);
    expect(await md.text()).toContain(`## ${es.ui.markdown.contact}`);
  });
});

// ---- No English left on a Spanish page ----

/** Words that only English sentences carry (none of them is Spanish). */
const ENGLISH = new Set(
  "the and with your our you we is are this that for from of to on by at it be or as will can not more read call text free get us what how why when who which have has was were an".split(
    " ",
  ),
);
const SPANISH = new Set(
  "de la el los las y en su sus para con por que del una un es se al lo más le nos usted sin o".split(" "),
);

/** Names, addresses and numbers that stay as they are in every language. */
const kept = [
  company.name,
  company.legalName,
  company.shortName,
  "Deck & Waterproofing",
  company.address.street,
  company.email,
  company.president,
  company.spanishLine.person,
  "Google Maps",
  "Merkote",
  "Harborline",
  ...areas.flatMap((a) => a.neighborhoods),
  ...about.citiesServed,
  ...references.flatMap((r) => [r.company, r.contact]),
  ...seededReviews.map((r) => r.author),
  ...galleryItems.map((i) => i.location),
].sort((a, b) => b.length - a.length);

/** How many English and Spanish function words a segment has, names left out. */
function counts(segment: string) {
  let rest = segment;
  for (const name of kept) rest = rest.split(name).join(" ");
  const words = rest.toLowerCase().match(/[a-záéíóúñü]+/g) ?? [];
  return {
    words: words.length,
    en: words.filter((w) => ENGLISH.has(w)).length,
    sp: words.filter((w) => SPANISH.has(w)).length,
  };
}

/** An English sentence: two or more English function words, and more of them than Spanish ones. */
function englishIn(segment: string): boolean {
  const { en, sp } = counts(segment);
  return en >= 2 && en > sp;
}

/** A phrase copied from the English page: four words or more, one of them an English function word. */
function copiedFromEnglish(segment: string, englishText: ReadonlySet<string>): boolean {
  const { words, en, sp } = counts(segment);
  return englishText.has(segment) && words >= 4 && en >= 1 && en >= sp;
}

/** The text and the words in attributes a visitor or assistive technology meets, outside lang="en" parts. */
function segments(doc: Document): string[] {
  const out: string[] = [doc.title];
  for (const m of doc.querySelectorAll(
    "meta[name=description], meta[property^='og:'], meta[name^='twitter:']",
  ))
    out.push(m.getAttribute("content") ?? "");
  const walker = doc.createTreeWalker(doc.body, 4 /* NodeFilter.SHOW_TEXT */);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const el = n.parentElement;
    if (!el || el.closest("script, style, [lang^='en']")) continue;
    out.push(n.textContent ?? "");
  }
  for (const el of doc.body.querySelectorAll(
    "[alt], [aria-label], [title], [placeholder], [aria-valuetext]",
  )) {
    if (el.closest("[lang^='en']")) continue;
    for (const a of ["alt", "aria-label", "title", "placeholder", "aria-valuetext"])
      out.push(el.getAttribute(a) ?? "");
  }
  for (const s of doc.querySelectorAll('script[type="application/ld+json"]')) {
    const walk = (v: unknown): void => {
      if (typeof v === "string" && !/^https?:/.test(v)) out.push(v);
      else if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === "object")
        for (const [k, x] of Object.entries(v)) if (!["@type", "@context", "@id", "url"].includes(k)) walk(x);
    };
    walk(JSON.parse(s.textContent ?? "{}"));
  }
  return out.map((t) => t.replace(/\s+/g, " ").trim()).filter((t) => /[a-z]/i.test(t));
}

describe("no English left on a Spanish page", () => {
  it("the checker catches an English sentence and lets a name through", () => {
    expect(englishIn("Call us for a free inspection of your deck")).toBe(true);
    expect(englishIn(`${company.name} · Silver Lake, Los Feliz`)).toBe(false);
    expect(englishIn("Inspección gratuita de su terraza en Los Ángeles")).toBe(false);
  });
});

// ---- What a native reader found ----

/** The unaccented spellings that running Spanish text writes Los Ángeles, Santa Mónica, Malibú. */
const UNACCENTED = /\b(Los Angeles|Santa Monica|Malibu)\b/;
/** Names that keep their form: neighborhoods ("Malibu Colony"), company names, the postal address. */
const keptAsWritten = [
  ...areas.flatMap((a) => a.neighborhoods),
  ...references.map((r) => r.company),
  formatAddress(),
].sort((a, b) => b.length - a.length);

/** The visible text of a page outside postal addresses and `lang="en"` parts, one string per text node. */
function runningText(doc: Document): string[] {
  const out: string[] = [];
  const walker = doc.createTreeWalker(doc.body, 4 /* NodeFilter.SHOW_TEXT */);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const el = n.parentElement;
    if (!el || el.closest("script, style, address, [lang^='en']")) continue;
    const text = (n.textContent ?? "").replace(/\s+/g, " ").trim();
    if (text) out.push(text);
  }
  return out;
}

const jsonLdBlocks = (doc: Document) =>
  [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
    (s) => JSON.parse(s.textContent ?? "{}") as Record<string, unknown>,
  );

describe("what a native Spanish reader found", () => {
  it("the checks catch the English slips they look for", () => {
    const doc = new JSDOM(
      "<body><p>FAQ</p><p>Terraza en Malibu</p><address>Santa Monica, CA</address><p>1.25k</p></body>",
    ).window.document;
    const text = runningText(doc);
    expect(text.filter((t) => UNACCENTED.test(t))).toEqual(["Terraza en Malibu"]);
    expect(text).toContain("FAQ");
    expect(text).not.toContain("Santa Monica, CA");
  });

  it("the Spanish reference sheet shows Spanish job names, and its search finds Spanish words", async () => {
    const doc = await page(es.paths.referenceSheet);
    const jobs = [...doc.querySelectorAll("tbody tr")].map((tr) => tr.querySelectorAll("td")[1]?.textContent);
    expect(jobs).toEqual(referencesEs.map((r) => r.jobName));
    for (const r of references) expect(jobs).not.toContain(r.jobName);
    const count = (shown: number) => fill(es.widgets.reference.count, { shown, total: references.length });
    // Without JavaScript, the GET form's answer.
    for (const q of ["jardineras", "Malibú", "santa monica"]) {
      const found = await page(`${es.paths.referenceSheet}?q=${encodeURIComponent(q)}`);
      // The references a search leaves out stay in the table, hidden.
      expect(found.querySelectorAll("tbody tr:not([hidden])").length, q).toBe(1);
      expect(found.querySelector("#reference-count")?.textContent).toBe(count(1));
    }
    expect(count(1)).toMatch(/^Se muestra 1 de /);
  });

  it("the Spanish reference search filters as you type, accents or not", async () => {
    const w = await openAt(browser(), "phone", es.paths.referenceSheet);
    const { page: p } = w;
    await p.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    const search = p.getByRole("searchbox", { name: es.widgets.reference.searchLabel });
    const countText = () => p.locator("#reference-count").textContent();
    await search.fill("malibu");
    await settles(countText, fill(es.widgets.reference.count, { shown: 1, total: references.length }));
    await settles(() => p.locator("tbody tr:visible").first().locator("td").last().textContent(), "Malibú");
    await search.fill("balcones");
    const balconies = referencesEs.filter((r) => /balcones/i.test(r.jobName)).length;
    await settles(
      countText,
      fill(es.widgets.reference.count, { shown: balconies, total: references.length }),
    );
    await w.close();
  });

  it("the Spanish feed's categories are Spanish topics, and the Spanish manifest is in Spanish", async () => {
    const rss = await (await fetch(`${base()}/es/blog/rss.xml`)).text();
    const categories = [...rss.matchAll(/<category>(?:<!\[CDATA\[)?(.*?)(?:\]\]>)?<\/category>/g)].map(
      (m) => m[1],
    );
    expect(categories.length).toBeGreaterThan(0);
    for (const [key, name] of Object.entries(articleTags)) {
      expect(categories).not.toContain(key);
      expect(categories).not.toContain(name);
    }
    const manifest = (await (await fetch(`${base()}${manifests.es}`)).json()) as Record<string, unknown>;
    expect(manifest).toMatchObject({ lang: langInfo.es.tag, start_url: es.paths.home });
    expect(manifest.description).toBe(es.company.tagline);
  });
});

// ---- Forms in Spanish ----

const browser = sharedBrowser();
const findLead = (name: string) => readLeads(inject("leadsDb")).find((l) => l.name === name);
const forms = es.forms.leadFormCopy;

describe.each(javaScriptOnAndOff)("Spanish forms %s", (_label, javaScriptEnabled, viewport) => {
  it("the quote form on /es/contacto answers an error and the thank-you in Spanish, and stores es", async () => {
    const lead = uniqueLead(javaScriptEnabled ? "es-quote-js" : "es-quote-nojs");
    const w = await openAt(browser(), viewport, es.paths.contact, {
      javaScriptEnabled,
      expectedErrors: [/status of 400/],
    });
    const { page } = w;
    const form = page.getByRole("form", { name: forms.quote.title });
    await form.getByLabel(forms.fields.name).fill(lead.name);
    await form.getByLabel(forms.fields.email).fill("dana@");
    await form.getByRole("button", { name: forms.quote.submit }).click();
    await page.getByText(es.forms.validationCopy.emailFormat).waitFor();
    await page.getByLabel(forms.fields.email).first().fill(lead.email);
    await page.getByLabel(forms.fields.best_time).first().fill("Los sábados por la mañana");
    await page.getByRole("button", { name: forms.quote.submit }).click();
    await page.getByRole("status").getByText(forms.success.title).waitFor();
    // Only an e-mail was given: the confirmation promises an e-mail, not a call.
    const confirmation = await page.getByRole("status").textContent();
    expect(confirmation).toContain(forms.success.byEmail);
    expect(confirmation).not.toContain(forms.success.byPhone);
    expect(findLead(lead.name)).toMatchObject({
      form: "quote",
      page: es.paths.contact,
      language: "es",
      best_time: "Los sábados por la mañana",
    });
    await w.close();
  });

  it("the urgent form on /es answers in Spanish and stores es", async () => {
    const lead = uniqueLead(javaScriptEnabled ? "es-urgent-js" : "es-urgent-nojs");
    const w = await openAt(browser(), viewport, es.paths.home, {
      javaScriptEnabled,
      expectedErrors: [/status of 400/],
    });
    const { page } = w;
    let form = page.getByRole("form", { name: forms.emergency.title });
    await form.getByLabel(forms.fields.name).fill(lead.name);
    await form.getByLabel(forms.fields.email).fill(lead.email);
    await form.getByRole("button", { name: forms.emergency.submit }).click();
    await page.getByText(es.forms.validationCopy.phoneRequired).waitFor();
    form = page.getByRole("form", { name: forms.emergency.title });
    await form.getByLabel(forms.fields.phone).fill(lead.phone);
    await form.getByRole("button", { name: forms.emergency.submit }).click();
    await page.getByRole("status").getByText(forms.emergencySuccess.title).waitFor();
    expect(findLead(lead.name)).toMatchObject({ form: "emergency", language: "es" });
    await w.close();
  });
});

// ---- The language switch ----

describe("the language switch", () => {
  const switchOf = (doc: Document) => doc.querySelector<HTMLAnchorElement>("a[data-lang-switch]");

  it("leads from every page to its counterpart, or to the other blog index when there is none", async () => {
    for (const entry of registry.filter((e) => e.kind !== "article" || e.lang === "es").slice(0, 60)) {
      const doc = await page(entry.path);
      const link = switchOf(doc);
      const other = entry.lang === "en" ? "es" : "en";
      expect(link?.getAttribute("href"), entry.path).toBe(entry.alternates[other]);
      expect(link?.getAttribute("hreflang")).toBe(other);
      expect(link?.querySelector("[lang]")?.textContent).toBe(langInfo[other].name);
      // A screen reader hears the other language named in the page's language ("en inglés"), then the
      // visible name in its own language ("English"), which ends the link's name.
      const said = link?.querySelector(".sr-only")?.textContent?.trim();
      expect(said, entry.path).toBe(copyFor(entry.lang).ui.languageSwitch.readIn(other));
      expect(said, entry.path).not.toContain(langInfo[other].name);
    }
    const untranslated = registry.find((e) => e.kind === "article" && !e.alternates.es)!;
    expect(switchOf(await page(untranslated.path))?.getAttribute("href")).toBe(es.paths.blog);
  });

  it("keeps the gallery's project and the reference search", async () => {
    const item = galleryItems[3]!;
    const query = `category=${item.category}&item=${item.id}`;
    expect(switchOf(await page(`/gallery?${query}&utm_source=x`))?.getAttribute("href")).toBe(
      `${es.paths.gallery}?${query}`,
    );
    expect(switchOf(await page(`${es.paths.referenceSheet}?q=Pasadena`))?.getAttribute("href")).toBe(
      "/reference-sheet?q=Pasadena",
    );
  });

  it("follows the gallery's project after a click in the browser", async () => {
    const w = await openAt(browser(), "desktop", es.paths.gallery);
    const { page: p } = w;
    await p.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    const next = p.getByRole("button", { name: es.widgets.gallery.next });
    await next.click();
    await p.waitForURL(/item=/);
    // The address changes before React commits the effect that re-points the link: wait for it.
    const expected = `/gallery${new URL(p.url()).search}`;
    await p
      .waitForFunction(
        (want) => document.querySelector("a[data-lang-switch]")?.getAttribute("href") === want,
        expected,
        { timeout: 5000 },
      )
      .catch(() => undefined);
    const href = await p.locator("a[data-lang-switch]").first().getAttribute("href");
    expect(href).toBe(expected);
    await w.close();
  });
});

describe("status screens and old addresses", () => {
  it("an unknown path under /es gets the Spanish 404", async () => {
    const res = await fetch(`${base()}/es/no-existe-esta-pagina`);
    expect(res.status).toBe(404);
    const doc = new JSDOM(await res.text()).window.document;
    expect(doc.documentElement.lang).toBe(langInfo.es.tag);
    expect(doc.querySelector("h1")?.textContent).toBe(es.status.notFound.title);
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
  });

  it("an unknown Spanish article or service is the Spanish 404 too", async () => {
    for (const path of ["/es/blog/no-existe", "/es/servicios/no-existe"]) {
      const res = await fetch(`${base()}${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.text()).toContain(es.status.notFound.title);
    }
  });

  it("the quote API answers in Spanish when asked", async () => {
    const res = await fetch(`${base()}/api/quote`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "", phone: "123", language: "es" }),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; fieldErrors: Record<string, string> };
    expect(body.error).toBe(es.forms.apiCopy.fieldsNeedAttention);
    expect(body.fieldErrors.name).toBe(es.forms.validationCopy.nameRequired);
    const wrong = await fetch(`${base()}/api/quote`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Ana", phone: "(310) 555-0100", language: "fr" }),
    });
    expect(wrong.status).toBe(400);
  });
});
