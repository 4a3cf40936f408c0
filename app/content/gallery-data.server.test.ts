import { describe, expect, it } from "vitest";
import { repoSnapshot } from "~/lib/content-store/repo-snapshot.server";
import { siteContent } from "~/lib/content-store/site-content.server";
import { langs } from "./i18n";
import { galleryDataPath } from "./paths";
import { shownGalleryItems } from "./gallery";

describe("the gallery's projects file", () => {
  it("holds every project the viewer shows, and the page names it with a hash of its content", () => {
    const site = siteContent(repoSnapshot());
    for (const lang of langs) {
      const { body, url } = site.galleryData(lang);
      expect(JSON.parse(body)).toEqual({ items: shownGalleryItems(lang) });
      expect(url).toMatch(new RegExp(`^${galleryDataPath[lang]}\\?v=[0-9a-f]{10}$`));
    }
    // Each language's list is its own file with its own version.
    expect(new Set(langs.map((lang) => site.galleryData(lang).url.split("?v=")[1])).size).toBe(langs.length);
  });
});
