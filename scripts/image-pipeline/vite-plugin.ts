/**
 * Hands the site the content hashes of the generated images (key → hash), computed by ./plan.ts
 * exactly as the image build names the files: `virtual:image-hashes` for the keys pages name
 * (small enough for the browser) and `virtual:project-image-hashes` for the gallery's, which only
 * the server needs (gallery items carry their hashes in the page data). The dev server also runs the image build once at start, so /generated/ has every file.
 */

import type { Plugin } from "vite";
import { generateImages } from "./generate.ts";
import { hashesOf, planImages } from "./plan.ts";

const MODULES: Record<string, (key: string) => boolean> = {
  "virtual:image-hashes": (key) => !key.startsWith("project-"),
  "virtual:project-image-hashes": (key) => key.startsWith("project-"),
};

export function imageHashes(): Plugin {
  return {
    name: "site-image-hashes",
    resolveId(id) {
      return id in MODULES ? `\0${id}` : undefined;
    },
    async load(id) {
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
