import { describe, expect, it } from "vitest";
import { langOfPath, translateAll, withWords, type Words } from "./i18n";

interface Card {
  id: string;
  image: string;
  title: string;
  body: string;
}
const cards: Card[] = [
  { id: "a", image: "deck", title: "Deck", body: "A deck." },
  { id: "b", image: "balcony", title: "Balcony", body: "A balcony." },
];
type CardWords = Words<Card, "id" | "image">;

describe("translations", () => {
  it("merge the words onto the original's facts", () => {
    const words: CardWords = { title: "Terraza", body: "Una terraza." };
    expect(withWords<Card, "id" | "image">(cards[0]!, words)).toEqual({
      id: "a",
      image: "deck",
      title: "Terraza",
      body: "Una terraza.",
    });
  });

  it("pair records by key, in the original's order", () => {
    const es = translateAll<Card, "id" | "image">(
      cards,
      (c) => c.id,
      { b: { title: "Balcón", body: "Un balcón." }, a: { title: "Terraza", body: "Una terraza." } },
      "test",
    );
    expect(es.map((c) => `${c.id}:${c.image}:${c.title}`)).toEqual(["a:deck:Terraza", "b:balcony:Balcón"]);
  });

  it("refuse a record without a translation, never falling back to English", () => {
    expect(() =>
      translateAll<Card, "id" | "image">(cards, (c) => c.id, { a: { title: "T", body: "B" } }, "es/cards.ts"),
    ).toThrow('es/cards.ts: no translation for "b"');
  });

  it("refuse a translation of a record that no longer exists", () => {
    const words = {
      a: { title: "T", body: "B" },
      b: { title: "T", body: "B" },
      c: { title: "T", body: "B" },
    };
    expect(() => translateAll<Card, "id" | "image">(cards, (c) => c.id, words, "es/cards.ts")).toThrow(
      'es/cards.ts: a translation for "c", which no record has',
    );
  });

  it("a missing word is a type error", () => {
    // @ts-expect-error -- `body` is missing: the type check fails, so the build does.
    const missing: CardWords = { title: "Terraza" };
    expect(missing.title).toBe("Terraza");
  });
});

describe("the language of a path", () => {
  it("is Spanish under /es and English elsewhere", () => {
    expect(["/es", "/es/contacto", "/es/"].map(langOfPath)).toEqual(["es", "es", "es"]);
    expect(["/", "/estimates", "/blogs/es"].map(langOfPath)).toEqual(["en", "en", "en"]);
  });
});
