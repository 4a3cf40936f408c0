/**
 * Hands the site the content hashes of the generated images as the module
 * `virtual:image-hashes` (key → hash), computed by ./plan.ts exactly as the image build names the
 * files. The dev server also runs the image build once at start, so /generated/ has every file.
 */

import type { Plugin } from "vite";
import { generateImages } from "./generate.ts";
import { hashesOf, planImages } from "./plan.ts";

const ID = "virtual:image-hashes";
const RESOLVED = `\0${ID}`;

export function imageHashes(): Plugin {
  return {
    name: "site-image-hashes",
    resolveId(id) {
      return id === ID ? RESOLVED : undefined;
    },
    async load(id) {
      if (id !== RESOLVED) return undefined;
      return `export default ${JSON.stringify(hashesOf(await planImages()))};`;
    },
    configureServer(server) {
      if (process.env.VITEST) return;
      generateImages({ log: (s) => server.config.logger.info(`[images] ${s}`) }).catch((err: unknown) =>
        server.config.logger.error(`[images] ${err instanceof Error ? err.message : String(err)}`),
      );
    },
  };
}
