// @vitest-environment jsdom
import { galleryCopy } from "~/content/widget-copy";
import { galleryCopy as galleryCopyEs } from "~/content/es/widget-copy";
import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup } from "@testing-library/react";
import { galleryItemsFrom } from "~/content/gallery";
import type { ComponentProps } from "react";
import { GALLERY_WINDOW_RADIUS, galleryIslandItems } from "~/lib/widgets/gallery-state";
import { GalleryViewer } from "./gallery-viewer";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const categories = [
  { slug: "deck-coating", name: "Deck Coating" },
  { slug: "tiles", name: "Tiles" },
] as const;

const items = galleryItemsFrom(
  [
    {
      id: 1,
      category: "deck-coating",
      title: "Sundeck",
      city: "Malibu",
      date: "2026-03",
      before: { photo: "sundeck-before.jpg", alt: "A cracked grey sundeck before the work" },
      after: { photo: "sundeck-after.jpg", alt: "The same sundeck with a fresh grey coating" },
    },
    {
      id: 2,
      category: "deck-coating",
      title: "Walkway",
      city: "Venice",
      date: "2026-02",
      description: "A condo walkway recoated in two days.",
      before: {
        drawing: "deck-coating-2-after",
        alt: "A narrow walkway deck with a fresh coating",
        focus: { x: 30, y: 70 },
      },
    },
  ],
  { "project-1-before": "1111111111", "project-1-after": "2222222222", "project-2-before": "3333333333" },
);

/** The viewer as an island: its state is the address bar's query string. */
function renderAt(
  url: string,
  { shown = items, words = galleryCopy as ComponentProps<typeof GalleryViewer>["words"] } = {},
) {
  history.replaceState(null, "", url);
  return render(
    <GalleryViewer categories={categories} items={shown} projectsUrl="/gallery.json" words={words} />,
  );
}

describe("GalleryViewer", () => {
  it("shows the first project of the first category with a before/after slider at 50", () => {
    renderAt("/gallery");
    expect(screen.getByRole("heading", { level: 2, name: "Sundeck" })).toBeTruthy();
    expect(screen.getByRole("slider").getAttribute("aria-valuenow")).toBe("50");
    expect(screen.getByRole("button", { name: "Deck Coating" }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("button", { name: /Previous/ }).hasAttribute("disabled")).toBe(true);
  });

  it("labels the slider's two sides in the page's language (the Spanish gallery said BEFORE/AFTER)", () => {
    renderAt("/es/galeria", { words: galleryCopyEs });
    expect(screen.getByText(galleryCopyEs.before)).toBeTruthy();
    expect(screen.getByText(galleryCopyEs.after)).toBeTruthy();
    expect(screen.queryByText("Before")).toBeNull();
  });

  it("shows a single image under 'Project Gallery' when there is no after image", () => {
    renderAt("/gallery?category=deck-coating&item=2");
    expect(screen.getByRole("heading", { level: 2, name: "Project Gallery" })).toBeTruthy();
    expect(screen.queryByRole("slider")).toBeNull();
    expect(screen.getByText("2 of 2")).toBeTruthy();
    expect(screen.getByText("A condo walkway recoated in two days.")).toBeTruthy();
    const img = screen.getByRole("img", { name: "A narrow walkway deck with a fresh coating" });
    expect(img.getAttribute("src")).toBe("/generated/project-2-before-800.3333333333.webp");
    expect(img.getAttribute("style")).toContain("object-position: 30% 70%");
  });

  it("renders a project's photos with their own alt text and hashed URLs", () => {
    renderAt("/gallery");
    const before = screen.getByRole("img", { name: "A cracked grey sundeck before the work" });
    expect(before.getAttribute("src")).toBe("/generated/project-1-before-800.1111111111.webp");
    expect(screen.getByRole("img", { name: "The same sundeck with a fresh grey coating" })).toBeTruthy();
  });

  it("says 'No projects found' for a category without projects", () => {
    renderAt("/gallery?category=tiles");
    expect(screen.getByText("No projects found")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Tiles" }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.queryByRole("button", { name: /Next/ })).toBeNull();
  });

  describe("with the page's category only (the others are fetched once hydrated)", () => {
    const tiles = galleryItemsFrom(
      [
        {
          id: 3,
          category: "tiles",
          title: "Tiled balcony",
          city: "Pasadena",
          date: "2026-01",
          before: { drawing: "deck-coating-2-after", alt: "A balcony with new tiles" },
        },
      ],
      { "project-3-before": "4444444444" },
    );
    const served = items.filter((i) => i.category === "deck-coating");

    function renderServed(answer: () => Promise<Response>) {
      const fetched = vi.fn(answer);
      vi.stubGlobal("fetch", fetched);
      renderAt("/gallery", { shown: served });
      return fetched;
    }

    it("switches to another category in place once every category's projects have arrived", async () => {
      const fetched = renderServed(async () => Response.json({ items: [...items, ...tiles] }));
      expect(fetched).toHaveBeenCalledWith("/gallery.json");
      await vi.waitFor(() => {
        // The click is handled in place (default prevented): no page load.
        expect(fireEvent.click(screen.getByRole("button", { name: "Tiles" }))).toBe(false);
      });
      expect(location.search).toBe("?category=tiles");
      expect(screen.getByRole("img", { name: "A balcony with new tiles" })).toBeTruthy();
      expect(screen.getByRole("button", { name: "Tiles" }).getAttribute("aria-pressed")).toBe("true");
    });

    it("lets another category's button load its page when the projects cannot be fetched", async () => {
      const fetched = renderServed(async () => new Response("gone", { status: 404 }));
      await vi.waitFor(() => expect(fetched).toHaveBeenCalled());
      // Not prevented: the GET form submits ?category=tiles, as it does without script.
      expect(fireEvent.click(screen.getByRole("button", { name: "Tiles" }))).toBe(true);
      expect(location.search).toBe("");
      // Within the page's own category the viewer still works in place.
      expect(fireEvent.click(screen.getByRole("button", { name: /Next/ }))).toBe(false);
      expect(screen.getByText("2 of 2")).toBeTruthy();
    });
  });

  describe("with a long category's window (the projects around the shown one, others as thumbnails)", () => {
    const long = galleryItemsFrom(
      Array.from({ length: 40 }, (_, i) => ({
        id: 100 + i,
        category: "deck-coating" as const,
        title: `Deck ${i + 1}`,
        city: "Malibu",
        date: "2026-03",
        before: { photo: `deck-${i}-before.jpg`, alt: `Deck ${i + 1} before the work` },
        after: { photo: `deck-${i}-after.jpg`, alt: `Deck ${i + 1} after the work` },
      })),
      Object.fromEntries(
        Array.from({ length: 40 }, (_, i) => [
          [`project-${100 + i}-before`, "5555555555"],
          [`project-${100 + i}-after`, "6666666666"],
        ]).flat(),
      ),
    );
    const index = 20;
    const first = index - GALLERY_WINDOW_RADIUS;
    const window = { first, total: long.length };
    // What the server sends when the category passes the cap: the shown project whole, the others thumbnails.
    const { items: part } = galleryIslandItems(long, index, () => false);

    function renderWindow() {
      vi.stubGlobal(
        "fetch",
        vi.fn(() => new Promise<Response>(() => {})),
      ); // never arrives
      history.replaceState(null, "", `/gallery?category=deck-coating&item=${long[index]!.id}`);
      return render(
        <GalleryViewer
          categories={categories}
          items={part}
          window={window}
          projectsUrl="/gallery.json"
          words={galleryCopy as ComponentProps<typeof GalleryViewer>["words"]}
        />,
      );
    }

    it("counts the shown project's place in the whole category", () => {
      renderWindow();
      expect(screen.getByText(`${index + 1} of ${long.length}`)).toBeTruthy();
      expect(screen.getByRole("button", { name: `Project ${first + 1}: Deck ${first + 1}` })).toBeTruthy();
      expect(screen.getAllByRole("listitem").length).toBeGreaterThanOrEqual(part.length);
    });

    it("moves to a neighbour in place, and loads a thumbnail-only project as a page", () => {
      renderWindow();
      // A thumbnail-only project: not prevented, the GET form loads its view as a page.
      const far = screen.getByRole("button", { name: `Project ${first + 1}: Deck ${first + 1}` });
      expect(fireEvent.click(far)).toBe(true);
      // The shown project stays whole: its slider names it.
      expect(screen.getByRole("slider", { name: new RegExp(`Deck ${index + 1}`) })).toBeTruthy();
    });
  });
});
