import { paths } from "./site-paths";

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

/** The menus and footer lists, built from the page records by site-index.ts. */
export interface SiteNav {
  main: NavEntry[];
  footer: NavLink[];
  /** Footer list of the area pages. */
  footerAreas: NavLink[];
}

/** Builds the menus from the service-page and area-page links (in record order). */
export function buildNav(serviceLinks: NavLink[], areaLinks: NavLink[]): SiteNav {
  return {
    main: [
      { label: "Home", href: paths.home },
      { label: "About Us", href: paths.about },
      { label: "Services", href: paths.services, items: serviceLinks },
      { label: "Area", items: areaLinks },
      { label: "Gallery", href: paths.gallery },
      { label: "Reference Sheet", href: paths.referenceSheet },
      { label: "Testimonials", href: paths.testimonials },
      { label: "Contact Us", href: paths.contact },
      { label: "Blog", href: paths.blog },
    ],
    footer: [
      { label: "Our Services", href: paths.services },
      { label: "About Us", href: paths.about },
      { label: "Blog", href: paths.blog },
      { label: "Contact Us", href: paths.contact },
      { label: "Privacy", href: paths.privacy },
    ],
    footerAreas: areaLinks.map((l) => ({ label: `${l.label} deck waterproofing`, href: l.href })),
  };
}

/** The dropdowns close this long after the pointer leaves them. */
export const DROPDOWN_CLOSE_DELAY_MS = 300;
