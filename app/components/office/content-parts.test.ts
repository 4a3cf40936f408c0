import { describe, expect, it } from "vitest";
import { contentListCopy } from "~/content/office/website";
import { badgesOf } from "./content-parts";

const b = contentListCopy.badges;
const texts = (row: Parameters<typeof badgesOf>[0]) => badgesOf(row).map((badge) => badge.text);

describe("a record's badges in the content list", () => {
  it("say its state first, in the office's words", () => {
    expect(texts({ state: "draft-only", missingSpanish: false })).toEqual([b.draft]);
    expect(texts({ state: "published", missingSpanish: false })).toEqual([b.published]);
    expect(texts({ state: "published-with-draft", missingSpanish: false })).toEqual([b.changes]);
    expect(texts({ state: "unpublished", missingSpanish: false })).toEqual([b.unpublished]);
  });

  it("name until when a deleted record can be restored", () => {
    expect(texts({ state: "deleted", missingSpanish: false, restorableLabel: "Dec 28, 2026" })).toEqual([
      b.deleted("Dec 28, 2026"),
    ]);
  });

  it("add missing Spanish, featured and the photos still preparing or failed", () => {
    expect(
      texts({ state: "published", missingSpanish: true, featured: true, photos: { pending: 1, failed: 2 } }),
    ).toEqual([b.published, b.missingSpanish, b.featured, b.photosPending(1), b.photosFailed(2)]);
  });
});
