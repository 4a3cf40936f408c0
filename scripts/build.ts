/**
 * Full production build: generated images (cached), social images, the islands'
 * browser modules, the React Router app with every content page prerendered, the Node server bundle, then Brotli and gzip copies
 * of every text file.
 */
import { execFileSync } from "node:child_process";
import { copyFileSync, cpSync, rmSync } from "node:fs";
import { loadEnv } from "vite";
import { parseSiteUrl, SITE_ENV_PREFIX, SiteUrlError } from "../app/lib/site/site-origin.ts";
import { company } from "../app/content/company.ts";
import { generateImages } from "./image-pipeline/generate.ts";
import { precompress } from "./precompress.ts";
import { generateSocialImages } from "./social-images.ts";

const started = Date.now();
const run = (cmd: string, args: string[]) => execFileSync(cmd, args, { stdio: "inherit" });

// SITE_URL as Vite will see it (the environment, or a .env file), read by the site's one parser: a bad
// value stops here in one line; none at all is said loudly, since every canonical link, the sitemap and
// the feeds will name the placeholder.
try {
  const siteUrl = parseSiteUrl(loadEnv("production", process.cwd(), SITE_ENV_PREFIX).SITE_URL);
  if (!siteUrl)
    console.warn(
      `\x1b[1;33m⚠ SITE_URL is not set: this build's canonical links, sitemap and feeds use the placeholder ${parseSiteUrl(company.siteUrl)} (set SITE_URL=https://your.domain and build again for production)\x1b[0m`,
    );
} catch (error) {
  if (!(error instanceof SiteUrlError)) throw error;
  console.error(error.message);
  process.exit(1);
}

await generateImages({ log: (s) => console.log(`[images] ${s}`) });
await generateSocialImages({ log: (s) => console.log(`[social] ${s}`) });
// A fresh build folder, then the islands first: prerendering reads their manifest to name each page's
// island modules (React Router's build leaves build/ as it is: vite.config.ts, emptyOutDir).
rmSync("build", { recursive: true, force: true });
run("vite", ["build", "--config", "vite.islands.config.ts", "--logLevel", "warn"]);
run("react-router", ["build"]);
// The islands' hashed modules are served with the client build's assets.
cpSync("build/islands/assets", "build/client/assets", { recursive: true });
run("vite", ["build", "--config", "server/vite.config.ts", "--logLevel", "warn"]);
// The server's entry point: refuses an old Node in one line, then loads main.js.
copyFileSync("scripts/require-node.js", "build/server-app/start.js");
const compressed = await precompress("build/client");
console.log(
  `Compressed ${compressed.files} text files once (Brotli ${(compressed.br / 1024).toFixed(0)} KiB of ${(compressed.bytes / 1024).toFixed(0)} KiB)`,
);
console.log(`Build finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
