import { describe, expect, it } from "vitest";
import { storedArticle } from "~/lib/content-store/content-record";
import { articleFieldsOf, formValuesFrom, formValuesOf, suggestSlug } from "./article-form";

const form = (entries: [string, string][]) => {
  const f = new FormData();
  for (const [k, v] of entries) f.append(k, v);
  return f;
};

const english: [string, string][] = [
  ["title", "How to Choose the Best Deck Coating"],
  ["slug", ""],
  ["date", "2026-11-02"],
  ["description", "D".repeat(130)],
  ["tags", "deck"],
  ["tags", "coatings"],
  ["imageKind", "drawing"],
  ["drawing", "deck"],
  ["imageAlt", "Illustration of a coated deck with a railing"],
  ["body", "Lead.\r\n\r\n## Heading\r\n"],
];

describe("the article form", () => {
  it("suggests a slug from the title: English keeps capitals, Spanish is lowercase without accents", () => {
    expect(suggestSlug("How to Choose the Best Deck Stain", "en")).toBe("How-to-Choose-the-Best-Deck-Stain");
    expect(suggestSlug("¿Qué es la impermeabilización? Guía", "es")).toBe(
      "que-es-la-impermeabilizacion-guia",
    );
    expect(suggestSlug("It’s 100% dry!", "en")).toBe("Its-100-dry");
    expect(suggestSlug("word ".repeat(40), "en").length).toBeLessThanOrEqual(90);
  });

  it("turns an English-only form into fields the store's schema accepts", () => {
    const fields = articleFieldsOf(formValuesFrom(form(english)));
    expect(fields).not.toHaveProperty("es");
    expect(fields.slug).toBe("How-to-Choose-the-Best-Deck-Coating");
    expect(fields.body).toBe("Lead.\n\n## Heading");
    const parsed = storedArticle.safeParse(fields);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  });

  it("adds the Spanish when any Spanish field is filled in, dated as the English unless given", () => {
    const fields = articleFieldsOf(
      formValuesFrom(
        form([...english, ["esTitle", "Cómo elegir el mejor recubrimiento"], ["esBody", "Texto."]]),
      ),
    );
    expect(fields.es).toMatchObject({
      slug: "como-elegir-el-mejor-recubrimiento",
      date: "2026-11-02",
      body: "Texto.",
    });
  });

  it("round-trips a stored article through the form", () => {
    const article = storedArticle.parse(
      articleFieldsOf(formValuesFrom(form([...english, ["slug", "Deck-Coating"]]))),
    );
    expect(storedArticle.parse(articleFieldsOf(formValuesOf(article, "2026-01-01")))).toEqual(article);
  });

  it("reads a hostile form without throwing", () => {
    const f = new FormData();
    f.append("imageKind", "<script>");
    f.append("tags", new Blob(["x"]));
    const values = formValuesFrom(f);
    expect(values.imageKind).toBe("none");
    expect(values.tags).toEqual([]);
  });
});
