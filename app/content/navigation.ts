/**
 * The menus and footer lists: which pages they show, in which order, under which labels. Paths come from
 * the page registry, so a menu never names an address; a new service or city joins its group by itself.
 */
import * as es from "./es/navigation";
import type { Lang, PerLang, Translation } from "./i18n";
import type { AnyPageEntry } from "./page-registry";
import type { CollectionKind, FixedKind } from "./paths";

export interface NavLink {
  label: string;
  href: string;
}

export interface NavGroup {
  label: string;
  /** Page the group's own label links to, if any (Services → /service). */
  href?: string;
  items: NavLink[];
}

export type NavEntry = NavLink | NavGroup;

export const isNavGroup = (entry: NavEntry): entry is NavGroup => "items" in entry;

/** The menus and footer lists, built from the page registry. */
export interface SiteNav {
  main: NavEntry[];
  footer: NavLink[];
  /** Footer list of the area pages. */
  footerAreas: NavLink[];
}

/** The menus' words: a label per menu item, and the footer's area-link pattern. */
export const navLabels = {
  main: {
    home: "Home",
    about: "About Us",
    services: "Services",
    areas: "Area",
    gallery: "Gallery",
    referenceSheet: "Reference Sheet",
    testimonials: "Testimonials",
    contact: "Contact Us",
    blog: "Blog",
  },
  footer: {
    services: "Our Services",
    about: "About Us",
    blog: "Blog",
    contact: "Contact Us",
    privacy: "Privacy",
  },
  footerArea: (city: string) => `${city} deck waterproofing`,
} as const;
export type NavLabels = Translation<typeof navLabels>;

const labels: PerLang<NavLabels> = { en: navLabels, es: es.navLabels };

/** A menu item: a fixed page, or a group of one collection's pages (with the group's own page). */
type MenuItem =
  | { page: FixedKind; label: keyof NavLabels["main"] }
  | {
      group: CollectionKind;
      label: keyof NavLabels["main"];
      page?: FixedKind;
    };

const mainMenu: MenuItem[] = [
  { page: "home", label: "home" },
  { page: "about", label: "about" },
  { group: "service", label: "services", page: "services" },
  { group: "area", label: "areas" },
  { page: "gallery", label: "gallery" },
  { page: "referenceSheet", label: "referenceSheet" },
  { page: "testimonials", label: "testimonials" },
  { page: "contact", label: "contact" },
  { page: "blog", label: "blog" },
];

const footerMenu: (keyof NavLabels["footer"])[] = ["services", "about", "blog", "contact", "privacy"];

/** How a collection's page is named in its menu group. */
const groupLabel = (entry: AnyPageEntry): string =>
  entry.kind === "service"
    ? entry.record.menuLabel
    : entry.kind === "area"
      ? entry.record.city
      : entry.heading;

/** Builds a language's menus from the registry's entries (collections in record order). */
export function buildNav(allEntries: readonly AnyPageEntry[], lang: Lang = "en"): SiteNav {
  const entries = allEntries.filter((e) => e.lang === lang);
  const words = labels[lang];
  const pathOf = (kind: FixedKind): string => {
    const entry = entries.find((e) => e.kind === kind);
    if (!entry) throw new Error(`navigation: no ${lang} ${kind} page in the registry`);
    return entry.path;
  };
  const linksOf = (kind: CollectionKind): NavLink[] =>
    entries.filter((e) => e.kind === kind).map((e) => ({ label: groupLabel(e), href: e.path }));
  return {
    main: mainMenu.map((item) =>
      "group" in item
        ? {
            label: words.main[item.label],
            ...(item.page ? { href: pathOf(item.page) } : {}),
            items: linksOf(item.group),
          }
        : { label: words.main[item.label], href: pathOf(item.page) },
    ),
    footer: footerMenu.map((page) => ({ label: words.footer[page], href: pathOf(page) })),
    footerAreas: linksOf("area").map((l) => ({ label: words.footerArea(l.label), href: l.href })),
  };
}

/** The dropdowns close this long after the pointer leaves them. */
export const DROPDOWN_CLOSE_DELAY_MS = 300;
