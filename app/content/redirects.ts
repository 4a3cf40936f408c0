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

/** Rows of one group sending each of `from` to `to`. */
const moved = (group: RedirectGroup, to: string, from: readonly string[]): RedirectRow[] =>
  from.map((path) => ({ from: path, to, group }));

/** The contractor's table of old URLs, every row (those that go to one place together). */
export const legacyRedirects: readonly RedirectRow[] = [
  ...moved("blog-index", paths.blog, ["/blogs", "/blogs/page/2"]),
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
  ...moved("los-angeles", area("los-angeles-deck-waterproofing-contractor"), [
    "/balcony-waterproofing-repair-in-los-angeles",
    "/deck-leak-repair-services-in-los-angeles",
    "/deck-waterproofing-in-los-angeles",
    "/pool-decking-repair-in-los-angeles",
    "/water-leak-detection-in-los-angeles",
    "/waterproofing-services-in-los-angeles-ca",
    "/waterproofing-services-in-west-los-angeles-ca",
  ]),
  {
    from: "/waterproofing-services-in-pasadena-ca",
    to: area("Pasadena-deck-waterproofing-contractor"),
    group: "pasadena",
  },
  ...moved("general-service", paths.services, [
    "/below-grade-waterproofing",
    "/between-slab-waterproofing",
    "/concrete-floor-leveling-santa-monica",
    "/decorative-coatings",
    "/epoxy-coating",
    "/services",
    "/waterproofing-services-in-acton-ca",
    "/stucco-repair-waterproofing",
    "/water-leak-detection-in-san-fernando-valley",
    "/water-leak-detection-in-santa-clarita-valley",
    "/water-leak-detection-in-venice-ca",
    "/water-leak-detection-santa-monica",
    "/waterproofing-services-in-altadena-ca",
    "/waterproofing-services-in-beverly-hills-ca",
    "/waterproofing-services-in-brentwood-ca",
    "/waterproofing-services-in-eagle-rock-ca",
    "/waterproofing-services-in-echo-park-ca",
    "/waterproofing-services-in-encino-ca",
    "/waterproofing-services-in-hollywood-ca",
    "/waterproofing-services-in-malibu-ca",
    "/waterproofing-services-in-manhattan-beach-ca",
    "/waterproofing-services-in-marina-del-rey-ca",
    "/waterproofing-services-in-mar-vista-ca",
    "/waterproofing-services-in-pacific-palisades-ca",
    "/waterproofing-services-in-santa-clarita-ca",
    "/waterproofing-services-in-santa-monica-ca",
    "/waterproofing-services-in-sherman-oaks-ca",
    "/waterproofing-services-in-topanga-canyon-ca",
    "/waterproofing-services-in-west-hollywood-ca",
    "/waterproofing-services-in-westwood-ca",
  ]),
  ...moved("balcony", service("balcony-waterproofing-coating-repair"), [
    "/balcony-deck-repairing-service-in-venice-ca",
    "/balcony-deck-repair-service-in-san-fernando-valley",
    "/balcony-leak-detection-service-in-san-fernando-valley",
    "/balcony-leak-detection-service-in-santa-clarita-valley",
    "/balcony-deck-repair-in-santa-clarita-valley",
    "/balcony-deck-repair-in-santa-monica",
    "/balcony-deck-repair-leak-detection",
    "/balcony-leak-repair-service-in-san-fernando-valley",
    "/balcony-waterproofing-service-in-san-fernando-valley",
    "/balcony-waterproofing-service-in-santa-clarita-valley",
    "/balcony-waterproofing-repair-in-santa-monica",
  ]),
  ...moved("deck", service("deck-waterproofing-coating-repair"), [
    "/deck-coating-in-santa-monica",
    "/deck-coating-service-in-santa-clarita-valley",
    "/deck-leakage-repair-service-in-san-fernando-valley",
    "/deck-leakage-repairs-in-santa-clarita-valley",
    "/deck-leak-repair-in-santa-monica",
    "/deck-waterproofing-in-san-fernando-valley",
    "/deck-waterproofing-santa-monica",
    "/pool-deck-coatings",
    "/pool-decking-repairing-service-in-san-fernando-valley",
    "/pool-decking-repairing-service-in-venice-ca",
    "/pool-decking-repair-in-santa-monica",
    "/pool-decking-repair-service-in-santa-clarita-valley",
    "/pool-decking-service-in-santa-clarita-valley",
    "/pool-decking-service-in-venice-ca",
    "/water-proof-deck-coating-in-san-fernando-valley",
    "/waterproof-deck-coatings",
    "/waterproofing-deck-in-santa-clarita-valley",
  ]),
  ...moved("planter", service("planter-waterproofing-coating-repair"), [
    "/planter-waterproofing",
    "/waterproofing-services-in-playa-del-rey-ca",
  ]),
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
