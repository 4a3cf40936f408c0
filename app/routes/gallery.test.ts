import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { galleryCategories } from "~/content/gallery";
import { galleryWidths } from "~/content/images";
import { checkIslandProps, islandSpecs } from "~/islands/specs";
import { OFFICE_PROJECT_ID_MIN, type StoredProject } from "~/lib/content-store/content-record";
import { repoSnapshot } from "~/lib/content-store/repo-snapshot.server";
import { contentContext, type ContentSnapshot, type SnapshotPhoto } from "~/lib/content-store/snapshot";
import { GALLERY_WINDOW_RADIUS } from "~/lib/widgets/gallery-state";
import { loader } from "./gallery";

const COUNT = 200;

const photo = (id: number): SnapshotPhoto => ({
  width: 4032,
  height: 3024,
  variants: galleryWidths.flatMap((w) =>
    (["avif", "webp"] as const).map((format) => ({
      width: w,
      height: (w * 3) / 4,
      format,
      name: `${id}-${w}.${id.toString(16).padStart(16, "a")}.${format}`,
      bytes: 50_000,
    })),
  ),
});

/** 200 projects with uploaded photos and every word at its longest, all in one category (the worst case). */
function manyProjects(category: StoredProject["category"]): ContentSnapshot {
  const long = (text: string, length: number) =>
    text.repeat(Math.ceil(length / text.length)).slice(0, length);
  const projects: StoredProject[] = Array.from({ length: COUNT }, (_, i) => {
    const id = OFFICE_PROJECT_ID_MIN + i;
    const image = (media: number, side: string) => ({
      source: { media },
      alt: long(`Photo: the deck of project ${i}, ${side} the work, `, 160),
      altEs: long(`Foto: la terraza del proyecto ${i}, ${side} del trabajo, `, 160),
    });
    return {
      id,
      category,
      title: long(`Project ${i}: a balcony deck recoated `, 90),
      titleEs: long(`Proyecto ${i}: una terraza recubierta `, 90),
      city: "Santa Monica",
      date: "2026-10",
      description: long(`What was done on project ${i}. `, 160),
      descriptionEs: long(`Lo que se hizo en el proyecto ${i}. `, 160),
      before: image(2 * id, "before"),
      after: image(2 * id + 1, "after"),
      featured: i < 3,
    };
  });
  const photos = Object.fromEntries(
    projects.flatMap((p) => [2 * p.id, 2 * p.id + 1]).map((id) => [id, photo(id)]),
  );
  return { version: 2, projects, articles: repoSnapshot().articles, photos };
}

const galleryProps = (snapshot: ContentSnapshot, path: string) => {
  const context = new RouterContextProvider();
  context.set(contentContext, snapshot);
  const args = { request: new Request(`http://localhost${path}`), context, params: {} };
  const data = loader(args as unknown as Parameters<typeof loader>[0]);
  const { categories, items, projectsUrl, words } = data;
  const window = "window" in data ? data.window : undefined;
  return { categories, items, ...(window ? { window } : {}), projectsUrl, words };
};

describe("the gallery island's props with 200 projects", () => {
  const category = galleryCategories[0].slug;
  const snapshot = manyProjects(category);
  const ids = snapshot.projects.map((p) => p.id);

  it.each(["/gallery", "/es/galeria"])(
    "stay under the cap on %s at every position of a 200-project category",
    (page) => {
      for (const index of [0, 1, 57, 100, COUNT - 2, COUNT - 1]) {
        const id = ids[index]!;
        const props = galleryProps(snapshot, `${page}?category=${category}&item=${id}`);
        // The island's own check (schema and cap) passes, as it must while the page renders.
        expect(() => checkIslandProps("gallery", props)).not.toThrow();
        expect(new TextEncoder().encode(JSON.stringify(props)).length).toBeLessThanOrEqual(
          islandSpecs.gallery.maxBytes,
        );
        // The shown project in full; its neighbours there for Previous and Next; where the part sits.
        const shown = props.items.find((i) => i.id === id);
        expect(shown && "after" in shown && shown.after?.alt).toBeTruthy();
        if (index > 0) expect(props.items.map((i) => i.id)).toContain(ids[index - 1]);
        if (index < COUNT - 1) expect(props.items.map((i) => i.id)).toContain(ids[index + 1]);
        expect(props.items.length).toBeLessThanOrEqual(2 * GALLERY_WINDOW_RADIUS + 1);
        expect(props.window?.total).toBe(COUNT);
        expect(props.items[0]?.id).toBe(ids[props.window!.first]);
      }
    },
  );

  it("carries a short category whole, as today", () => {
    const props = galleryProps(repoSnapshot(), "/gallery");
    expect(props.window).toBeUndefined();
    const first = repoSnapshot().projects.filter((p) => p.category === category);
    expect(props.items.map((i) => i.id)).toEqual(first.map((p) => p.id));
    expect(props.items.every((i) => !("thumb" in i))).toBe(true);
  });
});
