import { describe, expect, it } from "vitest";
import { notePieces } from "./notes";

const links = (body: string) => notePieces(body).flatMap((p) => ("href" in p ? [p.href] : []));

describe("notePieces", () => {
  it("keeps every character of the note, in order", () => {
    const body = "Photos: https://example.com/a?b=1&c=2. Call (see https://example.com/x_(y)) then.\nDone";
    expect(
      notePieces(body)
        .map((p) => p.text)
        .join(""),
    ).toBe(body);
  });

  it("makes http and https addresses links, leaving a sentence's punctuation and an unopened bracket out", () => {
    expect(links("See https://example.com/roof?id=42. And (http://example.org/plans)!")).toEqual([
      "https://example.com/roof?id=42",
      "http://example.org/plans",
    ]);
    expect(links("Wiki https://en.wikipedia.org/wiki/Deck_(building), ok")).toEqual([
      "https://en.wikipedia.org/wiki/Deck_(building)",
    ]);
  });

  it("makes nothing else a link: javascript:, data:, mailto:, a bare host, an address without one", () => {
    expect(
      links(
        "javascript:alert(1) JAVASCRIPT://example.com/%0aalert(1) data:text/html,hi mailto:a@example.com example.com https:// ftp://example.com",
      ),
    ).toEqual([]);
  });

  it("finds an address glued to a scheme-looking word only from its http part", () => {
    expect(links("javascript:https://example.com/x")).toEqual(["https://example.com/x"]);
  });
});
