import { describe, expect, it } from "vitest";
import { officePaths } from "~/content/office/paths";
import { backToInbox, foldedCount, inboxFilterOf, inboxQuery, withBack } from "./inbox-filter";

describe("the inbox's filters in a URL", () => {
  it("reads what it knows and ignores the rest, never failing", () => {
    const url = new URL(
      "https://x.test/office?view=call&stage=spam&door=callback&language=es&from=2027-02-30&to=2027-03-02&q=%20Hern%C3%A1ndez%20&evil=1&page=3",
    );
    expect(inboxFilterOf(url)).toEqual({
      view: "call",
      stage: "spam",
      door: "callback",
      language: "es",
      to: "2027-03-02",
      q: "Hernández",
    });
    expect(inboxFilterOf("view=all&stage=closed&door=x&language=fr&q=")).toEqual({});
    expect(inboxFilterOf(`q=${"a".repeat(500)}`).q).toHaveLength(100);
  });

  it("writes them back in one order, with the page after the first; the folded ones are counted", () => {
    const filter = inboxFilterOf("language=en&q=deck&view=call&stage=new");
    expect(inboxQuery(filter)).toBe("view=call&q=deck&stage=new&language=en");
    expect(inboxQuery(filter, 2)).toBe("view=call&q=deck&stage=new&language=en&page=2");
    expect(inboxQuery({})).toBe("");
    expect(foldedCount(filter)).toBe(2);
  });

  it('"Back to the inbox" returns to the filters a card carried, and only to the inbox', () => {
    const card = withBack("/office/leads/4", "view=call&q=deck&page=2");
    const search = card.slice(card.indexOf("?"));
    expect(backToInbox(officePaths.home, search)).toBe(`${officePaths.home}?view=call&q=deck&page=2`);
    expect(withBack("/office/leads/4", "")).toBe("/office/leads/4");
    expect(backToInbox(officePaths.home, "")).toBe(officePaths.home);
    // Anything else in it is dropped: it never leads anywhere but the inbox.
    expect(backToInbox(officePaths.home, `?back=${encodeURIComponent("//evil.test&next=/x")}`)).toBe(
      officePaths.home,
    );
  });
});
