import { describe, expect, it } from "vitest";
import { checkJsonLd } from "../../../tests/e2e/support/structured-data";
import { company } from "~/content/company";
import { copyFor } from "~/content/copy";
import { home } from "~/content/home";
import { pathsByLang } from "~/content/paths";
import {
  articleJsonLd,
  breadcrumbJsonLd,
  businessJsonLd,
  faqJsonLd,
  serviceJsonLd,
  websiteJsonLd,
} from "./structured-data";

/** A block as plain JSON (schema-dts types are unions that TypeScript cannot index). */
const plain = (block: object) => block as Record<string, unknown>;

describe("JSON-LD builders", () => {
  it("build blocks that carry every required property", () => {
    const blocks = [
      businessJsonLd(),
      websiteJsonLd(),
      faqJsonLd(home.faqs),
      serviceJsonLd({ name: "Deck coatings", description: "Deck coatings for homes.", path: "/services/x" }),
      articleJsonLd({
        title: "A title",
        description: "About it.",
        path: "/blogs/a",
        date: "2024-01-02",
        image: "/social/a.png",
      }),
      breadcrumbJsonLd([
        { name: "Home", path: "/" },
        { name: "Blog", path: "/blog" },
      ]),
    ];
    for (const block of blocks) expect(checkJsonLd(block)).toEqual([]);
  });

  it("the checker catches a missing property and self-serving review stars", () => {
    const { telephone: _telephone, ...withoutPhone } = plain(businessJsonLd());
    expect(checkJsonLd(withoutPhone)).toEqual([expect.stringContaining('"telephone"')]);
    const starred = {
      ...plain(businessJsonLd()),
      aggregateRating: { "@type": "AggregateRating", ratingValue: 5 },
    };
    expect(checkJsonLd(starred)).toEqual([expect.stringContaining("self-serving")]);
  });

  it("describes the business from company.ts, with the licence as an identifier and hours for open days only", () => {
    const b = plain(businessJsonLd());
    expect(b).toMatchObject({ name: company.name, email: company.email, telephone: company.phone.e164 });
    expect(b.identifier).toMatchObject({ value: company.licence.number });
    const open = company.hours.filter((h) => h.open).length;
    expect(b.openingHoursSpecification).toHaveLength(open);
  });

  it("offers booking as a ReserveAction whose target is the booking page, in each language", () => {
    for (const lang of ["en", "es"] as const) {
      const action = plain(businessJsonLd(lang)).potentialAction as Record<string, unknown>;
      expect(action["@type"]).toBe("ReserveAction");
      expect((action.target as { urlTemplate: string }).urlTemplate).toMatch(
        new RegExp(`^https://[^/]+${pathsByLang[lang].book}$`),
      );
      expect(checkJsonLd(plain(businessJsonLd(lang)))).toEqual([]);
    }
  });

  it("gives each language's pages the number they show, with both lines and the languages they answer in", () => {
    for (const lang of ["en", "es"] as const) {
      const b = plain(businessJsonLd(lang));
      const shown = copyFor(lang).phone.href.replace(/^tel:/, "");
      expect(b.telephone, lang).toBe(shown);
      expect(b.contactPoint).toEqual([
        expect.objectContaining({ telephone: company.phone.e164, availableLanguage: ["en-US"] }),
        expect.objectContaining({ telephone: company.spanishLine.phone.e164, availableLanguage: ["es-US"] }),
      ]);
    }
    expect(plain(businessJsonLd("es")).telephone).toBe(company.spanishLine.phone.e164);
    expect(plain(businessJsonLd("en")).telephone).toBe(company.phone.e164);
  });

  it("names the licence in the page's language", () => {
    const id = (lang: "en" | "es") =>
      (plain(businessJsonLd(lang)).identifier as { propertyID: string }).propertyID;
    expect(id("en")).toBe("California CSLB licence");
    expect(id("es")).toBe("Licencia CSLB de California");
  });

  it("gives the FAQPage the page's questions in order", () => {
    const faq = plain(faqJsonLd(home.faqs));
    expect((faq.mainEntity as { name: string }[]).map((q) => q.name)).toEqual(
      home.faqs.map((f) => f.question),
    );
  });
});
