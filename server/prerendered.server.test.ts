import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { GALLERY_PARAMS } from "~/lib/widgets/gallery-state";
import * as gallery from "~/routes/gallery";
import * as referenceSheet from "~/routes/reference-sheet";
import { paths } from "~/content/page-registry";
import { REFERENCE_SEARCH_PARAM } from "~/content/references";
import { queryRenderer } from "./prerendered.server";

const route = (id: string, path: string | undefined, module: object, parentId = "root") => ({
  id,
  path,
  parentId,
  module,
});
const build = (routes: ReturnType<typeof route>[]) =>
  ({ routes: Object.fromEntries(routes.map((r) => [r.id, r])) }) as unknown as ServerBuild;

const site = build([
  route("root", "", {}, ""),
  route("routes/home", undefined, {}),
  route("routes/gallery", paths.gallery.slice(1), gallery),
  route("routes/reference-sheet", paths.referenceSheet.slice(1), referenceSheet),
]);
const readsQuery = queryRenderer(site);

describe("queryRenderer", () => {
  it("renders a page on demand only for the parameters its route reads", () => {
    expect(readsQuery(paths.gallery, `${GALLERY_PARAMS.item}=3`)).toBe(true);
    expect(readsQuery(paths.gallery, `utm_source=x&${GALLERY_PARAMS.category}=decks`)).toBe(true);
    expect(readsQuery(paths.referenceSheet, `${REFERENCE_SEARCH_PARAM}=acme`)).toBe(true);
  });

  it("answers every other query string with the prerendered page", () => {
    expect(readsQuery("/", "utm_source=x")).toBe(false);
    expect(readsQuery(paths.about, "fbclid=y")).toBe(false);
    expect(readsQuery(paths.gallery, "gclid=1&x=1")).toBe(false);
    expect(readsQuery(paths.gallery, "")).toBe(false);
    expect(readsQuery(paths.referenceSheet, `${GALLERY_PARAMS.item}=3`)).toBe(false);
    expect(readsQuery(paths.about, `${REFERENCE_SEARCH_PARAM}=acme`)).toBe(false);
  });

  it("refuses queryParams on a route without a fixed path", () => {
    expect(() =>
      queryRenderer(build([route("routes/article", "blogs/:slug", { queryParams: ["x"] })])),
    ).toThrow(/fixed path/);
  });
});
