/**
 * Permanent (301) redirects from the contractor's old URLs to their new homes. This module is the one
 * place a legacy path is written down; the server reads it through `resolveRedirect`.
 *
 * `legacyRedirects` mirrors shared/data/legacy-redirects.tsv (a unit test keeps them in step); the extra
 * rows below it fix links the old site itself published.
 */
import { socialImageMoves } from "~/lib/discovery/social-image";
import { areas } from "./areas";
import { areaPath, articlePath, paths, servicePath } from "./page-registry";

export type RedirectGroup =
  | "blog-index"
  | "old-blog-slug"
  | "contact"
  | "los-angeles"
  | "pasadena"
  | "general-service"
  | "balcony"
  | "deck"
  | "planter"
  | "testimonials"
  | "old-link"
  | "social-image";

export interface RedirectRow {
  from: string;
  to: string;
  group: RedirectGroup;
}

const blog = articlePath;
const service = servicePath;
const area = areaPath;

/** The contractor's table of old URLs, row for row. */
export const legacyRedirects: readonly RedirectRow[] = [
  { from: "/blogs", to: paths.blog, group: "blog-index" },
  { from: "/blogs/page/2", to: paths.blog, group: "blog-index" },
  {
    from: "/diy-vs-professional-help-understanding-balcony-deck-repair",
    to: blog("DIY-vs-Professional-Help-Understanding-Balcony-Deck-Repair"),
    group: "old-blog-slug",
  },
  {
    from: "/enjoy-your-deck-rain-or-shine-waterproofing-tips-for-los-angeles-homeowners",
    to: blog("Enjoy-Your-Deck-Rain-or-Shine-Waterproofing-Tips-for-Los-Angeles-Homeowners"),
    group: "old-blog-slug",
  },
  {
    from: "/how-to-choose-the-best-deck-stain",
    to: blog("How-to-Choose-the-Best-Deck-Stain"),
    group: "old-blog-slug",
  },
  {
    from: "/how-to-fix-peeling-or-cracked-waterproof-deck-coatings-liquid-rubber-vs-polyurethane",
    to: blog("How-to-Fix-Peeling-or-Cracked-Waterproof-Deck-Coatings-Liquid-Rubber-vs-Polyurethane"),
    group: "old-blog-slug",
  },
  {
    from: "/how-waterproofing-services-protect-your-home-from-long-term-damage",
    to: blog("How-Waterproofing-Services-Protect-Your-Home-from-Long-Term-Damage"),
    group: "old-blog-slug",
  },
  {
    from: "/preventing-water-intrusion-the-importance-of-balcony-leak-detection",
    to: blog("Preventing-Water-Intrusion-The-Importance-of-Balcony-Leak-Detection"),
    group: "old-blog-slug",
  },
  {
    from: "/protecting-your-home-the-importance-of-balcony-leak-detection-and-repair",
    to: blog("Protecting-Your-Home-The-Importance-of-Balcony-Leak-Detection-and-Repair"),
    group: "old-blog-slug",
  },
  {
    from: "/safety-and-aesthetics-the-importance-of-timely-pool-decking-repair-in-santa-monica",
    to: blog("Safety-and-Aesthetics-The-Importance-of-Timely-Pool-Decking-Repair-in-Santa-Monica"),
    group: "old-blog-slug",
  },
  {
    from: "/signs-of-balcony-deck-damage-when-to-consider-balcony-deck-repair",
    to: blog("Signs-of-Balcony-Deck-Damage-When-to-Consider-Balcony-Deck-Repair"),
    group: "old-blog-slug",
  },
  {
    from: "/the-benefits-of-professional-deck-sealant-for-long-term-deck-protection",
    to: blog("The-Benefits-of-Professional-Deck-Sealant-for-Long-Term-Deck-Protection"),
    group: "old-blog-slug",
  },
  { from: "/what-is-epoxy-flooring", to: blog("What-is-Epoxy-Flooring"), group: "old-blog-slug" },
  { from: "/what-is-pool-decking", to: blog("What-is-Pool-Decking"), group: "old-blog-slug" },
  {
    from: "/difference-between-interior-and-exterior-waterproofing-services",
    to: blog("What-Is-the-Difference-Between-Interior-and-Exterior-Waterproofing-Services"),
    group: "old-blog-slug",
  },
  { from: "/what-is-waterproofing", to: blog("What-is-Waterproofing"), group: "old-blog-slug" },
  {
    from: "/when-should-you-reapply-or-upgrade-waterproofing-solutions",
    to: blog("When-Should-You-Reapply-or-Upgrade-Waterproofing-Solutions"),
    group: "old-blog-slug",
  },
  {
    from: "/which-waterproof-deck-coating-wins",
    to: blog("Which-Waterproofing-Deck-Coating-Wins"),
    group: "old-blog-slug",
  },
  {
    from: "/why-commercial-buildings-need-waterproofing-services",
    to: blog("Why-Commercial-Buildings-Need-Waterproofing-Services"),
    group: "old-blog-slug",
  },
  {
    from: "/why-summer-is-the-best-time-to-waterproof-your-property",
    to: blog("Why-Summer-Is-the-Best-Time-to-Waterproof-Your-Property"),
    group: "old-blog-slug",
  },
  {
    from: "/why-waterproof-deck-coatings-are-essential-for-outdoor-living",
    to: blog("Why-Waterproof-Deck-Coatings-Are-Essential-for-Outdoor-Living"),
    group: "old-blog-slug",
  },
  {
    from: "/why-waterproofing-balcony-decks-saves-you-big-repairs",
    to: blog("Why-Waterproofing-Balcony-Decks-Saves-You-Big-Repairs"),
    group: "old-blog-slug",
  },
  { from: "/contact-us", to: paths.contact, group: "contact" },
  {
    from: "/balcony-waterproofing-repair-in-los-angeles",
    to: area("los-angeles-deck-waterproofing-contractor"),
    group: "los-angeles",
  },
  {
    from: "/deck-leak-repair-services-in-los-angeles",
    to: area("los-angeles-deck-waterproofing-contractor"),
    group: "los-angeles",
  },
  {
    from: "/deck-waterproofing-in-los-angeles",
    to: area("los-angeles-deck-waterproofing-contractor"),
    group: "los-angeles",
  },
  {
    from: "/pool-decking-repair-in-los-angeles",
    to: area("los-angeles-deck-waterproofing-contractor"),
    group: "los-angeles",
  },
  {
    from: "/water-leak-detection-in-los-angeles",
    to: area("los-angeles-deck-waterproofing-contractor"),
    group: "los-angeles",
  },
  {
    from: "/waterproofing-services-in-los-angeles-ca",
    to: area("los-angeles-deck-waterproofing-contractor"),
    group: "los-angeles",
  },
  {
    from: "/waterproofing-services-in-west-los-angeles-ca",
    to: area("los-angeles-deck-waterproofing-contractor"),
    group: "los-angeles",
  },
  {
    from: "/waterproofing-services-in-pasadena-ca",
    to: area("Pasadena-deck-waterproofing-contractor"),
    group: "pasadena",
  },
  { from: "/below-grade-waterproofing", to: paths.services, group: "general-service" },
  { from: "/between-slab-waterproofing", to: paths.services, group: "general-service" },
  { from: "/concrete-floor-leveling-santa-monica", to: paths.services, group: "general-service" },
  { from: "/decorative-coatings", to: paths.services, group: "general-service" },
  { from: "/epoxy-coating", to: paths.services, group: "general-service" },
  { from: "/services", to: paths.services, group: "general-service" },
  { from: "/waterproofing-services-in-acton-ca", to: paths.services, group: "general-service" },
  { from: "/stucco-repair-waterproofing", to: paths.services, group: "general-service" },
  { from: "/water-leak-detection-in-san-fernando-valley", to: paths.services, group: "general-service" },
  { from: "/water-leak-detection-in-santa-clarita-valley", to: paths.services, group: "general-service" },
  { from: "/water-leak-detection-in-venice-ca", to: paths.services, group: "general-service" },
  { from: "/water-leak-detection-santa-monica", to: paths.services, group: "general-service" },
  { from: "/waterproofing-services-in-altadena-ca", to: paths.services, group: "general-service" },
  { from: "/waterproofing-services-in-beverly-hills-ca", to: paths.services, group: "general-service" },
  { from: "/waterproofing-services-in-brentwood-ca", to: paths.services, group: "general-service" },
  { from: "/waterproofing-services-in-eagle-rock-ca", to: paths.services, group: "general-service" },
  { from: "/waterproofing-services-in-echo-park-ca", to: paths.services, group: "general-service" },
  { from: "/waterproofing-services-in-encino-ca", to: paths.services, group: "general-service" },
  { from: "/waterproofing-services-in-hollywood-ca", to: paths.services, group: "general-service" },
  { from: "/waterproofing-services-in-malibu-ca", to: paths.services, group: "general-service" },
  { from: "/waterproofing-services-in-manhattan-beach-ca", to: paths.services, group: "general-service" },
  { from: "/waterproofing-services-in-marina-del-rey-ca", to: paths.services, group: "general-service" },
  { from: "/waterproofing-services-in-mar-vista-ca", to: paths.services, group: "general-service" },
  { from: "/waterproofing-services-in-pacific-palisades-ca", to: paths.services, group: "general-service" },
  { from: "/waterproofing-services-in-santa-clarita-ca", to: paths.services, group: "general-service" },
  { from: "/waterproofing-services-in-santa-monica-ca", to: paths.services, group: "general-service" },
  { from: "/waterproofing-services-in-sherman-oaks-ca", to: paths.services, group: "general-service" },
  { from: "/waterproofing-services-in-topanga-canyon-ca", to: paths.services, group: "general-service" },
  { from: "/waterproofing-services-in-west-hollywood-ca", to: paths.services, group: "general-service" },
  { from: "/waterproofing-services-in-westwood-ca", to: paths.services, group: "general-service" },
  {
    from: "/balcony-deck-repairing-service-in-venice-ca",
    to: service("balcony-waterproofing-coating-repair"),
    group: "balcony",
  },
  {
    from: "/balcony-deck-repair-service-in-san-fernando-valley",
    to: service("balcony-waterproofing-coating-repair"),
    group: "balcony",
  },
  {
    from: "/balcony-leak-detection-service-in-san-fernando-valley",
    to: service("balcony-waterproofing-coating-repair"),
    group: "balcony",
  },
  {
    from: "/balcony-leak-detection-service-in-santa-clarita-valley",
    to: service("balcony-waterproofing-coating-repair"),
    group: "balcony",
  },
  {
    from: "/balcony-deck-repair-in-santa-clarita-valley",
    to: service("balcony-waterproofing-coating-repair"),
    group: "balcony",
  },
  {
    from: "/balcony-deck-repair-in-santa-monica",
    to: service("balcony-waterproofing-coating-repair"),
    group: "balcony",
  },
  {
    from: "/balcony-deck-repair-leak-detection",
    to: service("balcony-waterproofing-coating-repair"),
    group: "balcony",
  },
  {
    from: "/balcony-leak-repair-service-in-san-fernando-valley",
    to: service("balcony-waterproofing-coating-repair"),
    group: "balcony",
  },
  {
    from: "/balcony-waterproofing-service-in-san-fernando-valley",
    to: service("balcony-waterproofing-coating-repair"),
    group: "balcony",
  },
  {
    from: "/balcony-waterproofing-service-in-santa-clarita-valley",
    to: service("balcony-waterproofing-coating-repair"),
    group: "balcony",
  },
  {
    from: "/balcony-waterproofing-repair-in-santa-monica",
    to: service("balcony-waterproofing-coating-repair"),
    group: "balcony",
  },
  { from: "/deck-coating-in-santa-monica", to: service("deck-waterproofing-coating-repair"), group: "deck" },
  {
    from: "/deck-coating-service-in-santa-clarita-valley",
    to: service("deck-waterproofing-coating-repair"),
    group: "deck",
  },
  {
    from: "/deck-leakage-repair-service-in-san-fernando-valley",
    to: service("deck-waterproofing-coating-repair"),
    group: "deck",
  },
  {
    from: "/deck-leakage-repairs-in-santa-clarita-valley",
    to: service("deck-waterproofing-coating-repair"),
    group: "deck",
  },
  {
    from: "/deck-leak-repair-in-santa-monica",
    to: service("deck-waterproofing-coating-repair"),
    group: "deck",
  },
  {
    from: "/deck-waterproofing-in-san-fernando-valley",
    to: service("deck-waterproofing-coating-repair"),
    group: "deck",
  },
  {
    from: "/deck-waterproofing-santa-monica",
    to: service("deck-waterproofing-coating-repair"),
    group: "deck",
  },
  { from: "/pool-deck-coatings", to: service("deck-waterproofing-coating-repair"), group: "deck" },
  {
    from: "/pool-decking-repairing-service-in-san-fernando-valley",
    to: service("deck-waterproofing-coating-repair"),
    group: "deck",
  },
  {
    from: "/pool-decking-repairing-service-in-venice-ca",
    to: service("deck-waterproofing-coating-repair"),
    group: "deck",
  },
  {
    from: "/pool-decking-repair-in-santa-monica",
    to: service("deck-waterproofing-coating-repair"),
    group: "deck",
  },
  {
    from: "/pool-decking-repair-service-in-santa-clarita-valley",
    to: service("deck-waterproofing-coating-repair"),
    group: "deck",
  },
  {
    from: "/pool-decking-service-in-santa-clarita-valley",
    to: service("deck-waterproofing-coating-repair"),
    group: "deck",
  },
  {
    from: "/pool-decking-service-in-venice-ca",
    to: service("deck-waterproofing-coating-repair"),
    group: "deck",
  },
  {
    from: "/water-proof-deck-coating-in-san-fernando-valley",
    to: service("deck-waterproofing-coating-repair"),
    group: "deck",
  },
  { from: "/waterproof-deck-coatings", to: service("deck-waterproofing-coating-repair"), group: "deck" },
  {
    from: "/waterproofing-deck-in-santa-clarita-valley",
    to: service("deck-waterproofing-coating-repair"),
    group: "deck",
  },
  { from: "/planter-waterproofing", to: service("planter-waterproofing-coating-repair"), group: "planter" },
  {
    from: "/waterproofing-services-in-playa-del-rey-ca",
    to: service("planter-waterproofing-coating-repair"),
    group: "planter",
  },
  { from: "/customer-testimonials", to: paths.testimonials, group: "testimonials" },
];

/** Links the old site published that never had a page of their own. */
export const extraRedirects: readonly RedirectRow[] = [
  { from: "/about", to: paths.about, group: "old-link" },
  // The old article slug misspelled "Santa"; the article now lives under the corrected slug.
  {
    from: "/blogs/Sant-Monica-Homeowner-Waterproof-Your-Patio-Deck-Now",
    to: blog("Santa-Monica-Homeowner-Waterproof-Your-Patio-Deck-Now"),
    group: "old-link",
  },
  // The old footer linked the area pages under /services/ (one of them with a double slash).
  ...areas.map(({ slug }) => ({ from: `/services/${slug}`, to: area(slug), group: "old-link" as const })),
];

export const allRedirects: readonly RedirectRow[] = [...legacyRedirects, ...extraRedirects];

/**
 * The social images' old, unhashed names (/social/<page>.png, which pages and shares named before the
 * files were content-hashed) → their current hashed files. Empty until the images are first drawn.
 */
export const socialImageRedirects: readonly RedirectRow[] = socialImageMoves().map((move) => ({
  ...move,
  group: "social-image",
}));

/** Collapses repeated slashes and drops a trailing slash ("/a//b/" → "/a/b"); "/" stays "/". */
export function normalizePath(pathname: string): string {
  const collapsed = pathname.replace(/\/{2,}/g, "/");
  return collapsed.length > 1 ? collapsed.replace(/\/+$/, "") || "/" : collapsed;
}

/**
 * A redirect target made safe: always a path on this site. Browsers read a leading `//` or `/\` (with
 * more slashes, backslashes, tabs or newlines among them) as the start of another host, so every run of
 * leading slashes, backslashes and white space becomes one `/`; anything that would still leave this
 * origin becomes `/`. Every redirect the server issues goes through here.
 */
export function sameSitePath(target: string): string {
  const path = `/${target.replace(/^[\s/\\]+/, "")}`;
  const base = "http://site.invalid";
  const url = new URL(path, base);
  return url.origin === base ? path : "/";
}

const byLowerPath = new Map(
  [...allRedirects, ...socialImageRedirects].map((r) => [r.from.toLowerCase(), r.to]),
);

/**
 * Builds the resolver the server uses: given a request path, where it must be sent with a 301, or
 * `null` when it should be served as it is. `canonicalPaths` are the site's real pages; a real page asked
 * for with a trailing slash, doubled slashes or in another letter case goes to its canonical spelling.
 * Every answer is a single hop to a final page.
 */
export function createRedirectResolver(canonicalPaths: Iterable<string>) {
  const canonicalByLower = new Map([...canonicalPaths].map((p) => [p.toLowerCase(), p]));
  return function resolveRedirect(pathname: string): string | null {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return null;
    }
    const key = normalizePath(decoded).toLowerCase();
    const legacy = byLowerPath.get(key);
    if (legacy) return legacy;
    const canonical = canonicalByLower.get(key);
    return canonical !== undefined && canonical !== pathname ? canonical : null;
  };
}
