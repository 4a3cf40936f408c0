// Lets the command-line scripts import the app's TypeScript modules as the bundler does: "~/…" is app/,
// and a relative import without an extension finds its .ts file. Node strips the types itself (Node 24);
// this only resolves names. A script imports it before the modules that need it (scripts/leads.ts).
import { registerHooks } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const app = join(dirname(dirname(fileURLToPath(import.meta.url))), "app");
const EXTENSIONS = [".ts", ".tsx", "/index.ts"];

registerHooks({
  resolve(specifier, context, nextResolve) {
    const named = specifier.startsWith("~/") ? pathToFileURL(join(app, specifier.slice(2))).href : specifier;
    try {
      return nextResolve(named, context);
    } catch (error) {
      const local = named.startsWith(".") || named.startsWith("file:");
      if (!local || error?.code !== "ERR_MODULE_NOT_FOUND") throw error;
      for (const extension of EXTENSIONS) {
        try {
          return nextResolve(named + extension, context);
        } catch {
          // try the next one
        }
      }
      throw error;
    }
  },
});
