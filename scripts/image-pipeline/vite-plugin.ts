/**
 * Hands the site the content hashes of the generated images (key → hash), computed by ./plan.ts
 * exactly as the image build names the files: `virtual:image-hashes` for the keys pages name
 * (small enough for the browser) and `virtual:project-image-hashes` for the gallery's, which only
 * the server needs (gallery items carry their hashes in the page data). The dev server also runs the image build once at start, so /generated/ has every file.
 *
 * `virtual:social-image-hashes` does the same for the social images (name → hash), read from the
 * files scripts/social-images.ts drew into public/social/ (the build draws them before the site is
 * bundled; until then the map is empty and pages name the unhashed files), and the cards' maker as one
 * hash (`fingerprint`), with which the server names the cards it draws itself.
 */

import { readdir } from "node:fs/promises";
import path from "node:path";
import type { Plugin } from "vite";
import { socialFingerprint } from "../social-fingerprint.ts";
import { generateImages } from "./generate.ts";
import { hashesOf, planImages, ROOT } from "./plan.ts";

const SOCIAL_DIR = path.join(ROOT, "public/social");
/** `<name>.<hash>.png`, as scripts/social-images.ts names its files. */
const SOCIAL_FILE = /^(.+)\.([0-9a-f]{10})\.png$/;

/** name → hash of the social images in `dir` (no folder yet: none). */
export async function socialImageHashes(dir = SOCIAL_DIR): Promise<Record<string, string>> {
  const files = await readdir(dir).catch(() => [] as string[]);
  const hashes: Record<string, string> = {};
  for (const file of files.sort()) {
    const [, name, hash] = SOCIAL_FILE.exec(file) ?? [];
    if (name && hash) hashes[name] = hash;
  }
  return hashes;
}

const MODULES: Record<string, (key: string) => boolean> = {
  "virtual:image-hashes": (key) => !key.startsWith("project-"),
  "virtual:project-image-hashes": (key) => key.startsWith("project-"),
};

export function imageHashes(): Plugin {
  return {
    name: "site-image-hashes",
    resolveId(id) {
      return id in MODULES || id === "virtual:social-image-hashes" ? `\0${id}` : undefined;
    },
    async load(id) {
      if (id === "\0virtual:social-image-hashes")
        return [
          `export default ${JSON.stringify(await socialImageHashes())};`,
          `export const fingerprint = ${JSON.stringify(socialFingerprint())};`,
        ].join("\n");
      const wanted = MODULES[id.slice(1)];
      if (!id.startsWith("\0") || !wanted) return undefined;
      const hashes = Object.entries(hashesOf(await planImages())).filter(([key]) => wanted(key));
      return `export default ${JSON.stringify(Object.fromEntries(hashes))};`;
    },
    configureServer(server) {
      if (process.env.VITEST) return;
      generateImages({ log: (s) => server.config.logger.info(`[images] ${s}`) }).catch((err: unknown) =>
        server.config.logger.error(`[images] ${err instanceof Error ? err.message : String(err)}`),
      );
    },
  };
}
