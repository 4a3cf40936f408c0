/**
 * Shapes of the site's content records. Pages are templates that render these records;
 * copy and SEO fields live in the content modules, never in page files.
 */

import type { ImageKey } from "./images";
import type { AreaSlug, ServicePageSlug } from "./site-paths";

export type { AreaSlug, ImageKey, ServicePageSlug };

export interface Faq {
  question: string;
  answer: string;
}

export interface Step {
  title: string;
  body: string;
}

export interface Section {
  heading: string;
  /** Paragraphs, in order. */
  body: string[];
  bullets?: string[];
}

export interface PageMeta {
  /** Browser title without the company suffix (the layout adds it). */
  title: string;
  /** Meta description, 120 to 160 characters (unique across the site). */
  description: string;
}

/** One of the nine services offered; four of them have a page of their own. */
export interface ServiceSummary {
  id: string;
  name: string;
  /** One or two sentences for cards and the carousel. */
  summary: string;
  image: ImageKey;
  /** Slug of the detailed service page, when there is one. */
  page?: ServicePageSlug;
}

export interface ServicePage {
  slug: ServicePageSlug;
  meta: PageMeta;
  /** The page's h1. */
  title: string;
  /** Short line under the h1 in the hero. */
  tagline: string;
  image: ImageKey;
  intro: string[];
  sections: Section[];
  /** Ordered process steps, when the page has a process. */
  process?: Step[];
  /** Cards of problems solved (deck page). */
  problems?: Step[];
  /** Warranty sentence shown in the compliance/warranty block. */
  warranty: string;
  /** Typical duration line, e.g. "Most balconies take 3 to 5 working days." */
  duration: string;
  faqs: Faq[];
}

export interface AreaPage {
  slug: AreaSlug;
  city: string;
  meta: PageMeta;
  title: string;
  tagline: string;
  image: ImageKey;
  intro: string[];
  /** Local conditions that matter for decks here (sun, salt air, hillside drainage...). */
  localConditions: string;
  services: Step[];
  /** Exactly four steps. */
  process: Step[];
  whyUs: Step[];
  neighborhoods: string[];
  zipCodes: string[];
  faqs: Faq[];
}
