/** The virtual modules the build makes (scripts/site-plugins.ts). */

/** Content hashes of the generated images, by registry key (scripts/image-pipeline/vite-plugin.ts). */
declare module "virtual:image-hashes" {
  const hashes: Readonly<Record<string, string>>;
  export default hashes;
}

/** The same for the gallery projects' images (server only: gallery items carry their hashes). */
declare module "virtual:project-image-hashes" {
  const hashes: Readonly<Record<string, string>>;
  export default hashes;
}

/** Social image name → content hash of its file in public/social (scripts/social-images.ts). */
declare module "virtual:social-image-hashes" {
  const hashes: Readonly<Record<string, string>>;
  export default hashes;
  /** The cards' maker as one hash (scripts/social-fingerprint.ts), part of every card's hash. */
  export const fingerprint: string;
}

/** The islands' inline loader, compiled and minified from app/islands/island-loader.ts. */
declare module "virtual:island-loader" {
  /** One script that loads the module at `entryPlaceholder`. */
  export const script: string;
  export const entryPlaceholder: string;
}

/** When each content file last changed: "app/content/<file>" → YYYY-MM-DD (scripts/content-dates-plugin.ts). */
declare module "virtual:content-dates" {
  const dates: Readonly<Record<string, string>>;
  export default dates;
}
