/**
 * The menus and footer lists: which pages they show, in which order, under which labels. Paths come from
 * the page registry, so a menu never names an address; a new service or city joins its group by itself.
 */
import type { AnyPageEntry, CollectionKind, FixedKind } from "./page-registry";

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

/** A menu item: a fixed page with its label, or a group of one collection's pages. */
type MenuItem =
  { page: FixedKind; label: string } | { group: CollectionKind; label: string; page?: FixedKind };

const mainMenu: MenuItem[] = [
  { page: "home", label: "Home" },
  { page: "about", label: "About Us" },
  { group: "service", label: "Services", page: "services" },
  { group: "area", label: "Area" },
  { page: "gallery", label: "Gallery" },
  { page: "referenceSheet", label: "Reference Sheet" },
  { page: "testimonials", label: "Testimonials" },
  { page: "contact", label: "Contact Us" },
  { page: "blog", label: "Blog" },
];

const footerMenu: { page: FixedKind; label: string }[] = [
  { page: "services", label: "Our Services" },
  { page: "about", label: "About Us" },
  { page: "blog", label: "Blog" },
  { page: "contact", label: "Contact Us" },
  { page: "privacy", label: "Privacy" },
];

/** How a collection's page is named in its menu group. */
const groupLabel = (entry: AnyPageEntry): string =>
  entry.kind === "service"
    ? entry.record.menuLabel
    : entry.kind === "area"
      ? entry.record.city
      : entry.heading;

/** Builds the menus from the registry's entries (collections in record order). */
export function buildNav(entries: readonly AnyPageEntry[]): SiteNav {
  const pathOf = (kind: FixedKind): string => {
    const entry = entries.find((e) => e.kind === kind);
    if (!entry) throw new Error(`navigation: no ${kind} page in the registry`);
    return entry.path;
  };
  const linksOf = (kind: CollectionKind): NavLink[] =>
    entries.filter((e) => e.kind === kind).map((e) => ({ label: groupLabel(e), href: e.path }));
  return {
    main: mainMenu.map((item) =>
      "group" in item
        ? { label: item.label, ...(item.page ? { href: pathOf(item.page) } : {}), items: linksOf(item.group) }
        : { label: item.label, href: pathOf(item.page) },
    ),
    footer: footerMenu.map((item) => ({ label: item.label, href: pathOf(item.page) })),
    footerAreas: linksOf("area").map((l) => ({ label: `${l.label} deck waterproofing`, href: l.href })),
  };
}

/** The dropdowns close this long after the pointer leaves them. */
export const DROPDOWN_CLOSE_DELAY_MS = 300;
