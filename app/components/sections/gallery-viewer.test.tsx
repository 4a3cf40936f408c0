// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { cleanup } from "@testing-library/react";
import type { GalleryItem } from "~/content/gallery";
import { GalleryViewer } from "./gallery-viewer";

afterEach(cleanup);

const categories = [
  { slug: "deck-coating", name: "Deck Coating" },
  { slug: "tiles", name: "Tiles" },
] as const;

const items: GalleryItem[] = [
  {
    id: 1,
    category: "deck-coating",
    title: "Sundeck",
    location: "Malibu",
    image: "gallery-deck-coating-1-before",
    after: "gallery-deck-coating-1-after",
  },
  {
    id: 2,
    category: "deck-coating",
    title: "Walkway",
    location: "Venice",
    image: "gallery-deck-coating-2-after",
  },
];

function renderAt(url: string) {
  const Stub = createRoutesStub([
    { path: "/gallery", Component: () => <GalleryViewer categories={categories} items={items} /> },
  ]);
  return render(<Stub initialEntries={[url]} />);
}

describe("GalleryViewer", () => {
  it("shows the first project of the first category with a before/after slider at 50", () => {
    renderAt("/gallery");
    expect(screen.getByRole("heading", { level: 2, name: "Sundeck" })).toBeTruthy();
    expect(screen.getByRole("slider").getAttribute("aria-valuenow")).toBe("50");
    expect(screen.getByRole("button", { name: "Deck Coating" }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("button", { name: /Previous/ }).hasAttribute("disabled")).toBe(true);
  });

  it("shows a single image under 'Project Gallery' when there is no after image", () => {
    renderAt("/gallery?category=deck-coating&item=2");
    expect(screen.getByRole("heading", { level: 2, name: "Project Gallery" })).toBeTruthy();
    expect(screen.queryByRole("slider")).toBeNull();
    expect(screen.getByText("2 of 2")).toBeTruthy();
  });

  it("says 'No projects found' for a category without projects", () => {
    renderAt("/gallery?category=tiles");
    expect(screen.getByText("No projects found")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Tiles" }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.queryByRole("button", { name: /Next/ })).toBeNull();
  });
});
