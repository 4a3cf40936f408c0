import { StringDecoder } from "node:string_decoder";
import { Transform } from "node:stream";

/**
 * Hydration after the first paint (decision 003). Every page is complete HTML before any script runs,
 * so the browser should spend its first moments on the document, its CSS and the hero image. While the
 * HTML streams out this transform:
 * - parks React Router's `<link rel="modulepreload">` tags (rel="x-modulepreload"), so no script is
 *   fetched while the page itself loads, and
 * - turns the static imports of React Router's bootstrap module script into dynamic imports that run
 *   once the page has loaded and painted: the bootstrap first restores the parked preloads (all modules
 *   then download in parallel), then runs unchanged.
 * React does not patch attributes while hydrating, so the changed `rel` causes no mismatch.
 */

const PRELOAD = '<link rel="modulepreload"';
const PARKED = "x-modulepreload";
const PARKED_PRELOAD = `<link rel="${PARKED}"`;
const STATIC_IMPORT = /import \* as (\w+) from ("[^"]+");/g;
const ENTRY_IMPORT = /import\(("[^"]+")\);?\s*$/;
const MODULE_SCRIPT = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/g;

/** Waits for the load event, then for the next frame to be painted. */
const AFTER_FIRST_PAINT = [
  'await new Promise((resolve) => { const go = () => requestAnimationFrame(() => setTimeout(resolve, 0)); if (document.readyState === "complete") go(); else addEventListener("load", go, { once: true }); });',
  `for (const link of document.querySelectorAll('link[rel="${PARKED}"]')) link.rel = "modulepreload";`,
].join("\n");

const YIELD = "await new Promise((resolve) => setTimeout(resolve, 0));";

/** Rewrites a bootstrap module script's body; other scripts come back unchanged. */
export function deferModuleScript(body: string): string {
  const imports = [...body.matchAll(STATIC_IMPORT)];
  if (imports.length === 0) return body;
  // Each module is evaluated in a task of its own (a yield between them), so no single long task
  // holds up a tap that comes in meanwhile.
  const loads = imports.map((m) => `const ${m[1]} = await import(${m[2]});\n${YIELD}`).join("\n");
  // The entry's own dependencies (React DOM, React Router) are evaluated one per task as well, before
  // the entry module itself.
  const rest = body
    .replace(STATIC_IMPORT, "")
    .replace(
      ENTRY_IMPORT,
      (_m, entry: string) =>
        `for (const url of window.__reactRouterManifest.entry.imports) { await import(url);\n${YIELD} }\nimport(${entry});`,
    );
  return `${AFTER_FIRST_PAINT}\n${loads}\n${rest}`;
}

/** Applies both rewrites to a piece of HTML made of complete tags and script elements. */
export function deferHydrationHtml(html: string): string {
  return html
    .replaceAll(PRELOAD, PARKED_PRELOAD)
    .replace(
      MODULE_SCRIPT,
      (_m, open: string, body: string, close: string) => open + deferModuleScript(body) + close,
    );
}

/** Where the text can be cut safely: before an unfinished tag or an unclosed script element. */
function safeCut(text: string): number {
  const lastScript = text.lastIndexOf("<script");
  if (lastScript >= 0 && text.indexOf("</script>", lastScript) < 0) return lastScript;
  const lastTag = text.lastIndexOf("<");
  return lastTag >= 0 && text.indexOf(">", lastTag) < 0 ? lastTag : text.length;
}

export function deferHydration(): Transform {
  const decoder = new StringDecoder("utf8");
  let pending = "";
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = pending + decoder.write(chunk);
      const cut = safeCut(text);
      pending = text.slice(cut);
      callback(null, deferHydrationHtml(text.slice(0, cut)));
    },
    flush(callback) {
      callback(null, deferHydrationHtml(pending + decoder.end()));
    },
  });
}
