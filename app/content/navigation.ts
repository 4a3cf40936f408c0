import {
  areaPath,
  areaSlugs,
  paths,
  servicePageSlugs,
  servicePath,
  type AreaSlug,
  type ServicePageSlug,
} from "./site-paths";

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

/** Short labels for menus; kept here (not in the page records) so the menu stays light to ship. */
const serviceLabels: Record<ServicePageSlug, string> = {
  "deck-waterproofing-coating-repair": "Deck Waterproofing",
  "balcony-waterproofing-coating-repair": "Balcony Waterproofing",
  "planter-waterproofing-coating-repair": "Planter Waterproofing",
  "Professional-Concrete-Floor-Leveling": "Concrete Floor Leveling",
};

const areaLabels: Record<AreaSlug, string> = {
  "los-angeles-deck-waterproofing-contractor": "Los Angeles",
  "Pasadena-deck-waterproofing-contractor": "Pasadena",
  "beverly-hills-deck-waterproofing-contractor": "Beverly Hills",
  "malibu-deck-waterproofing-contractor": "Malibu",
};

export const serviceLinks: NavLink[] = servicePageSlugs.map((slug) => ({
  label: serviceLabels[slug],
  href: servicePath(slug),
}));

export const areaLinks: NavLink[] = areaSlugs.map((slug) => ({
  label: areaLabels[slug],
  href: areaPath(slug),
}));

export const mainNav: NavEntry[] = [
  { label: "Home", href: paths.home },
  { label: "About Us", href: paths.about },
  { label: "Services", href: paths.services, items: serviceLinks },
  { label: "Area", items: areaLinks },
  { label: "Gallery", href: paths.gallery },
  { label: "Reference Sheet", href: paths.referenceSheet },
  { label: "Testimonials", href: paths.testimonials },
  { label: "Contact Us", href: paths.contact },
  { label: "Blog", href: paths.blog },
];

export const footerLinks: NavLink[] = [
  { label: "Our Services", href: paths.services },
  { label: "About Us", href: paths.about },
  { label: "Blog", href: paths.blog },
  { label: "Contact Us", href: paths.contact },
];

/** The dropdowns close this long after the pointer leaves them. */
export const DROPDOWN_CLOSE_DELAY_MS = 300;
