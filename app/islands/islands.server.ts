import { readFileSync } from "node:fs";
import { join } from "node:path";
import { projectRoot } from "~/lib/site/project-root.server";
import type { IslandFiles } from "./assets";
import type { IslandName } from "./specs";

/** Where the islands build (vite.islands.config.ts) writes its manifest, under the project root. */
export const ISLANDS_MANIFEST = "build/islands/.vite/manifest.json";
/** Each island's entry module, named after the island. */
export const islandEntry = (name: string) => `app/islands/entries/${name}.tsx`;

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** An island's files from the islands build's manifest: its hashed entry and every module it imports. */
export function filesFromManifest(manifest: Record<string, ManifestChunk>, name: string): IslandFiles {
  const chunk = manifest[islandEntry(name)];
  if (!chunk) throw new Error(`island "${name}" is not in the islands build (${ISLANDS_MANIFEST})`);
  const seen = new Set<string>();
  const visit = (key: string) => {
    for (const dep of manifest[key]?.imports ?? []) {
      if (seen.has(dep)) continue;
      seen.add(dep);
      visit(dep);
    }
  };
  visit(islandEntry(name));
  return {
    entry: `/${chunk.file}`,
    imports: [...seen].flatMap((k) => (manifest[k] ? [`/${manifest[k].file}`] : [])),
  };
}

let cached: Record<string, ManifestChunk> | undefined;

/** The islands' files for this build (read once), or, in development, the dev server's sources. */
export function islandFiles(name: IslandName): IslandFiles {
  if (import.meta.env.DEV) {
    return {
      entry: `/${islandEntry(name)}`,
      imports: [],
      before: ["/@id/__x00__virtual:react-router/inject-hmr-runtime", "/app/islands/dev-preamble.ts"],
    };
  }
  cached ??= JSON.parse(readFileSync(join(projectRoot, ISLANDS_MANIFEST), "utf8")) as Record<
    string,
    ManifestChunk
  >;
  return filesFromManifest(cached, name);
}
