import { describe, expect, it } from "vitest";
import { previewAddress, readPreviewAddress } from "./page-preview";

const read = (address: string) => {
  const url = new URL(address, "http://office.invalid");
  return readPreviewAddress(url.pathname, url.search);
};

describe("a preview's address", () => {
  it("carries the page's own path and query under the record's key, and reads back the same", () => {
    const address = previewAddress("project:12", "/gallery?category=decks&item=12");
    expect(address).toBe("/office/preview/project:12/gallery?category=decks&item=12");
    expect(read(address)).toEqual({ key: "project:12", path: "/gallery?category=decks&item=12" });
    expect(read(previewAddress("article:Flood-Test", "/es/blog/prueba"))).toEqual({
      key: "article:Flood-Test",
      path: "/es/blog/prueba",
    });
  });

  it("reads `published`, or no key at all, as the published records (the bare address: the home page)", () => {
    expect(read(previewAddress(undefined, "/gallery.json"))).toEqual({
      key: undefined,
      path: "/gallery.json",
    });
    expect(read("/office/preview")).toEqual({ key: undefined, path: "/" });
    expect(read("/office/preview/published")).toEqual({ key: undefined, path: "/" });
  });

  it("refuses an unknown key, another host, the office and an overlong path", () => {
    expect(read("/office/preview/lead:1/gallery")).toBeUndefined();
    expect(read("/office/preview/published//evil.example/")).toBeUndefined();
    expect(read("/office/preview/published/%5Cevil.example")?.path).toBe("/%5Cevil.example");
    expect(read("/office/preview/published/office/people")).toBeUndefined();
    expect(read(`/office/preview/published/${"a".repeat(300)}`)).toBeUndefined();
    expect(read("/office/previews/gallery")).toBeUndefined();
  });
});
