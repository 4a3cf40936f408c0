/**
 * `virtual:island-loader`: the islands' inline loader (app/islands/island-loader.ts), written as a
 * TypeScript module that lint and the type check read, compiled and minified here into the string each
 * island's page carries inline (decision 022 wants it inline: its CSP hash, no extra round trip).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { minifySync, transformSync } from "rolldown/experimental";
import type { Plugin } from "vite";
import { ROOT } from "./image-pipeline/plan.ts";

const ID = "virtual:island-loader";
const SOURCE = path.join(ROOT, "app/islands/island-loader.ts");
/** Stands for the island module's address in the compiled script (app/islands/island.tsx fills it in). */
export const ENTRY_PLACEHOLDER = "__ISLAND_ENTRY__";

/** The loader's source as one minified script that calls `loadIsland(ENTRY_PLACEHOLDER)`. */
export function compileIslandLoader(source = readFileSync(SOURCE, "utf8")): string {
  const js = transformSync("island-loader.ts", source);
  const program = `${js.code.replace(/^export function loadIsland\(/m, "function loadIsland(")}\nloadIsland(${ENTRY_PLACEHOLDER});\n`;
  const min = minifySync("island-loader.js", program, {
    module: true,
    compress: true,
    mangle: { toplevel: true },
  });
  const errors = [...js.errors, ...min.errors];
  if (errors.length || !min.code.includes(ENTRY_PLACEHOLDER))
    throw new Error(
      `app/islands/island-loader.ts did not compile: ${errors.map((e) => e.message).join("; ")}`,
    );
  return min.code.trim();
}

export function islandLoaderScript(): Plugin {
  return {
    name: "site-island-loader",
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    load(id) {
      if (id !== `\0${ID}`) return undefined;
      this.addWatchFile(SOURCE);
      return `export const script = ${JSON.stringify(compileIslandLoader())};\nexport const entryPlaceholder = ${JSON.stringify(ENTRY_PLACEHOLDER)};`;
    },
  };
}
