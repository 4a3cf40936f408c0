import type { ImageRef } from "./images";
import type { PageMeta } from "./types";

interface SimplePage {
  meta: PageMeta;
  /** Small label above the title. */
  eyebrow?: string;
  title: string;
  tagline: string;
  image: ImageRef;
  cta?: { title: string; body: string; action: string };
  /** Names of the page's own sections (their landmark labels), by role. */
  sections?: Record<string, string>;
}

/** The gallery's hero is one of its projects, so its image comes from the project records. */
type GalleryPage = Omit<SimplePage, "image"> & { heroProject: { id: number; side: "before" | "after" } };

/** Copy and SEO fields of the pages that have no richer record of their own. */
export const pages = {
  blog: {
    meta: {
      title: "Waterproofing tips and guides",
      description:
        "Practical guides on deck coatings, balcony leaks, planters, pool decks and inspections, written by our crews for Los Angeles owners and HOA boards.",
    },
    eyebrow: "Guides and tips",
    title: "Our Blog",
    tagline:
      "Plain-spoken advice on keeping decks, balconies and planters dry, from the people who repair them.",
    image: "hero-blog",
    sections: { articles: "Articles" },
  },
  contact: {
    meta: {
      title: "Contact us for a free inspection",
      description:
        "Call, text or e-mail us, or send the quote form: we reply within one business day to book a free, no-obligation deck or balcony inspection.",
    },
    eyebrow: "Free inspection",
    title: "Contact us",
    tagline:
      "Free, no-obligation inspections and upfront estimates for decks, balconies, planters and floors.",
    image: "hero-contact",
    sections: { quote: "Quote request", reach: "Ways to reach us" },
  },
  gallery: {
    meta: {
      title: "Project gallery: before and after",
      description:
        "Before and after views of deck coatings, drains, railings, pool decks, planters, stucco and tile work completed by our crews around Los Angeles.",
    },
    eyebrow: "Our work",
    title: "Project gallery",
    tagline: "Drag the divider to compare each surface before and after our crews finished it.",
    /** The hero shows a project's finished surface; the gallery's loader looks it up (app/content/gallery.ts). */
    heroProject: { id: 1, side: "after" },
    sections: { projects: "Projects" },
  },
  referenceSheet: {
    meta: {
      title: "Contractor and builder references",
      description:
        "Builders, property managers and general contractors who have hired us for deck and balcony waterproofing. Search the list by company, job or city.",
    },
    eyebrow: "References",
    title: "Reference sheet",
    tagline: "Builders and property managers who have trusted us with their decks, balconies and planters.",
    image: "hero-about",
    sections: { list: "Reference list" },
    cta: {
      title: "Want to be added to our reference sheet?",
      body: "If we have worked on one of your projects, contact us and we will add your company to the list.",
      action: "Contact us",
    },
  },
} satisfies Record<string, SimplePage | GalleryPage>;
