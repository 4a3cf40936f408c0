import { describe, expect, it } from "vitest";
import { HEIGHT, socialSvg, WIDTH, wrapTitle } from "./social-images";

describe("social images", () => {
  it("wrap a title into lines of about the given length, ending with an ellipsis when it is too long", () => {
    expect(wrapTitle("Deck, balcony and planter waterproofing in LA", 28, 3)).toEqual([
      "Deck, balcony and planter",
      "waterproofing in LA",
    ]);
    const long = wrapTitle("one two three four five six seven eight nine ten eleven twelve", 10, 2);
    expect(long).toHaveLength(2);
    expect(long[1]?.endsWith("…")).toBe(true);
  });

  it("draw a 1200×630 SVG with the title escaped and the company named", () => {
    const svg = socialSvg(
      { name: "x", title: "Decks & <balconies>", label: "Our services" },
      { name: "Harbor & Co", host: "www.example.com", phone: "(310) 555-0100" },
    );
    expect(svg).toContain(`width="${WIDTH}" height="${HEIGHT}"`);
    expect(svg).toContain("Decks &amp; &lt;balconies&gt;");
    expect(svg).toContain("Harbor &amp; Co");
    expect(svg).not.toContain("<balconies>");
  });
});
