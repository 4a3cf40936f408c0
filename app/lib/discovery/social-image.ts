import socialImageHashes from "virtual:social-image-hashes";

/**
 * Where a page's 1200×630 sharing image lives. scripts/social-images.ts draws one per indexable page
 * into public/social/<name>.<hash>.png, the hash taken from the drawing, so a changed title gets a new
 * URL and the files can be cached for good; the Vite plugin (scripts/image-pipeline/vite-plugin.ts)
 * hands the hashes to the site.
 */

/** Size of every page's social image (Open Graph's recommended 1.91:1). */
export const SOCIAL_IMAGE = { width: 1200, height: 630 } as const;

/** File name (without extension) of a page's social image: "/" → "home", "/services/x" → "services-x". */
export function socialImageName(path: string): string {
  const name = path.replace(/^\/+|\/+$/g, "").replace(/\//g, "-");
  return name === "" ? "home" : name.toLowerCase();
}

/** The old, unhashed address of a social image (it answers 301 to the hashed one). */
export const legacySocialImagePath = (name: string): string => `/social/${name}.png`;

/** The content-hashed address of a social image. */
export const hashedSocialImagePath = (name: string, hash: string): string => `/social/${name}.${hash}.png`;

/**
 * Site path of a page's social image. Before the images are first drawn (a fresh clone's dev server or
 * unit tests) there is no hash yet, and the path is the unhashed name.
 */
export function socialImagePath(path: string): string {
  const name = socialImageName(path);
  const hash = socialImageHashes[name];
  return hash ? hashedSocialImagePath(name, hash) : legacySocialImagePath(name);
}

/** The old address → the hashed address, of every social image drawn. */
export const socialImageMoves = (): { from: string; to: string }[] =>
  Object.entries(socialImageHashes).map(([name, hash]) => ({
    from: legacySocialImagePath(name),
    to: hashedSocialImagePath(name, hash),
  }));
