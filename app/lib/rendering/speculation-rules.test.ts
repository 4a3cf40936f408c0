import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { langs } from "~/content/i18n";
import { pathsByLang } from "~/content/paths";
import { SPECULATION_RULES_PATH } from "./speculation-rules";

const rules = JSON.parse(readFileSync(`public${SPECULATION_RULES_PATH}`, "utf8")) as {
  prerender: { where: { and: { not?: { href_matches?: unknown; selector_matches?: string } }[] } }[];
};
const excluded = rules.prerender.flatMap((r) => r.where.and.flatMap((c) => (c.not ? [c.not] : [])));
const excludedPaths = excluded.flatMap((c) => (typeof c.href_matches === "string" ? [c.href_matches] : []));

describe("speculation rules", () => {
  it("never prerender a booking page, in any language (rendered per request)", () => {
    for (const lang of langs) expect(excludedPaths).toContain(pathsByLang[lang].book);
  });

  it("leave out a booking's private page, the office, the calendar feed, the APIs and files", () => {
    expect(excludedPaths).toEqual(
      expect.arrayContaining(["/book/manage/*", "/office", "/office/*", "/calendar/*", "/api/*", "/*.*"]),
    );
  });

  it("leave out addresses with a query, and links in forms", () => {
    expect(excluded).toContainEqual({ href_matches: { pathname: "*", search: "(.+)" } });
    expect(excluded.some((c) => c.selector_matches?.includes("form *"))).toBe(true);
  });
});
