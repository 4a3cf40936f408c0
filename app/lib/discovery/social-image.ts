import socialImageHashes, { fingerprint } from "virtual:social-image-hashes";
import { company } from "~/content/company";
import { copyFor } from "~/content/copy";
import type { Lang } from "~/content/i18n";
import { siteHost } from "../site/site-url";
import {
  socialCardHash,
  socialFileName,
  socialSvg,
  type SocialCompany,
  type SocialPage,
} from "./social-card";

/**
 * Where a page's 1200×630 sharing image lives. scripts/social-images.ts draws one per indexable page
 * into public/social/<name>.<hash>.png, the hash taken from the drawing, so a changed title gets a new
 * URL and the files can be cached for good; the Vite plugin (scripts/image-pipeline/vite-plugin.ts)
 * hands the hashes to the site. A page the office publishes (a new article, a retitled one) has its card
 * drawn by the server instead (social-image.server.ts), under the data folder, served at
 * `RUNTIME_SOCIAL_PATH`; both name a card by the same hash of its drawing (social-card.ts).
 */

export { SOCIAL_IMAGE } from "./social-card";

/** Where the server serves the cards it drew itself (files beside the media folder, immutable). */
export const RUNTIME_SOCIAL_PATH = "/media/social";

/** File name (without extension) of a page's social image: "/" → "home", "/services/x" → "services-x". */
export function socialImageName(path: string): string {
  const name = path.replace(/^\/+|\/+$/g, "").replace(/[^A-Za-z0-9._-]+/g, "-");
  return name === "" ? "home" : name.toLowerCase();
}

/** The old, unhashed address of a social image (it answers 301 to the hashed one). */
export const legacySocialImagePath = (name: string): string => `/social/${name}.png`;

/** The content-hashed address of a social image. */
export const hashedSocialImagePath = (name: string, hash: string): string => `/social/${name}.${hash}.png`;

/** Whether the build drew the cards (not yet in a fresh clone's dev server and in unit tests). */
const drawn = Object.keys(socialImageHashes).length > 0;

/** What a page's card is drawn from: its registry entry (or a page built like one from a stored record). */
export interface SocialEntry {
  kind: string;
  lang: Lang;
  path: string;
  meta: { title: string };
  /** The label above the title, when not its kind's (a project: its category). */
  label?: string;
}

/** The company's lines on every card. */
export const socialCompany = (): SocialCompany => ({
  name: company.name,
  host: siteHost,
  phone: company.phone.display,
});

/** A page's card: its title, the label of its kind and the number to call, in the page's language. */
export function socialCardOf(entry: SocialEntry): SocialPage {
  const { ui, phone } = copyFor(entry.lang);
  const labels: Partial<Record<string, string>> = ui.socialLabels;
  return {
    name: socialImageName(entry.path),
    title: entry.meta.title,
    label: entry.label ?? labels[entry.kind] ?? company.shortName,
    phone: phone.display,
  };
}

/** A card's SVG and its hash, as the build and the server name its file. */
export function socialCard(entry: SocialEntry): { card: SocialPage; svg: string; hash: string } {
  const card = socialCardOf(entry);
  const svg = socialSvg(card, socialCompany());
  return { card, svg, hash: socialCardHash(fingerprint, svg) };
}

/**
 * Site path of a page's social image. Given a path: the card the build drew for it. Given the page (its
 * entry, built from the repository or from the office's records): the build's card when the build drew
 * this very card, else the one the server draws for it (`socialImageFor` in social-image.server.ts, at
 * publish). Before the images are first drawn (a fresh clone's dev server or unit tests) there is no hash
 * yet, and the path is the unhashed name.
 */
export function socialImagePath(page: string | SocialEntry): string {
  const name = socialImageName(typeof page === "string" ? page : page.path);
  const built = socialImageHashes[name];
  if (typeof page === "string" || !drawn)
    return built ? hashedSocialImagePath(name, built) : legacySocialImagePath(name);
  const { hash } = socialCard(page);
  return hash === built
    ? hashedSocialImagePath(name, hash)
    : `${RUNTIME_SOCIAL_PATH}/${socialFileName(name, hash)}`;
}

/** The old address → the hashed address, of every social image drawn. */
export const socialImageMoves = (): { from: string; to: string }[] =>
  Object.entries(socialImageHashes).map(([name, hash]) => ({
    from: legacySocialImagePath(name),
    to: hashedSocialImagePath(name, hash),
  }));
