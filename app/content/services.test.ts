import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { copyFor } from "./copy";
import { langs } from "./i18n";
import { countWord } from "./number-words";
import { pageContent } from "./page-content";
import { services, servicesLookup } from "./services";

describe("how many services there are", () => {
  it.each(langs)("is read from the service records on the %s overview page", (lang) => {
    const word = countWord(services.length, lang, true);
    expect(pageContent[lang].serviceOverview.tagline.startsWith(`${word} `)).toBe(true);
    expect(copyFor(lang).page.serviceOverview.list.title(services.length).startsWith(`${word} `)).toBe(true);
    // One more record, one more in the heading.
    expect(copyFor(lang).page.serviceOverview.list.title(services.length + 1)).toContain(
      countWord(services.length + 1, lang, true),
    );
  });

  it("is never typed as a word in the copy", () => {
    const files = ["services.ts", "es/services.ts", "page-copy.ts", "es/page-copy.ts"];
    const counts = langs.flatMap((lang) => Array.from({ length: 13 }, (_, n) => countWord(n, lang)));
    const typed = new RegExp(
      `\\b(${counts.join("|")})\\s+(specialties|especialidades|services|servicios)\\b`,
      "i",
    );
    for (const file of files) {
      const text = readFileSync(new URL(file, import.meta.url), "utf8");
      expect(text.match(typed)?.[0], file).toBeUndefined();
    }
  });
});

describe("servicesById", () => {
  it("finds the same services, in the order asked, in each language's words", () => {
    const ids = [services[2]!.id, services[0]!.id];
    for (const lang of langs) {
      const found = pageContent[lang].servicesById(ids, "test");
      expect(found.map((s) => s.id)).toEqual(ids);
      expect(found[0]?.name).toBe(pageContent[lang].services[2]?.name);
    }
    expect(pageContent.es.servicesById(ids, "test")[0]?.name).not.toBe(services[2]?.name);
  });

  it("names the list and the id it cannot find", () => {
    expect(() => servicesLookup(services)(["no-such-service"], "home.ts lowerServices")).toThrow(
      'home.ts lowerServices: no service with id "no-such-service"',
    );
  });
});
