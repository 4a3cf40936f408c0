import { readdirSync } from "node:fs";
import { defineConfig } from "vite";
import { SITE_ENV_PREFIX } from "./app/lib/site/site-origin.ts";
import { sitePlugins } from "./scripts/site-plugins.ts";

/**
 * The islands' browser build (decision 018): one entry per island (app/islands/entries/<name>.tsx),
 * hashed and immutable, with React DOM and React in chunks of their own that every island shares.
 * React Router's Vite plugin owns its own client build's inputs, so this is a second build; it runs
 * before React Router's (scripts/build.ts), whose prerendering reads this build's manifest
 * (app/islands/islands.server.ts) to name each page's island modules.
 */
const entries = Object.fromEntries(
  readdirSync("app/islands/entries")
    .filter((f) => f.endsWith(".tsx"))
    .map((f) => [f.replace(/\.tsx$/, ""), `app/islands/entries/${f}`]),
);

export default defineConfig({
  plugins: sitePlugins(),
  resolve: { tsconfigPaths: true },
  envPrefix: SITE_ENV_PREFIX,
  build: {
    outDir: "build/islands",
    emptyOutDir: true,
    manifest: true,
    assetsDir: "assets/islands",
    assetsInlineLimit: 2048,
    rolldownOptions: {
      input: entries,
      output: {
        codeSplitting: {
          groups: [
            // The framework floor, by file name (scripts/bench.ts tells it from our code this way).
            { name: "react-dom", test: /node_modules[\\/](react-dom|scheduler)[\\/]/ },
            { name: "react", test: /node_modules[\\/]react[\\/]/ },
            // Our code that several islands share (the mount, icons, copy helpers), split by the set of
            // islands that use it: the photo picker the quote and booking forms share, and the lead form
            // the quote form and the urgent call-back share, are loaded only by the pages with those.
            {
              name: "islands-shared",
              test: /[\\/]app[\\/]/,
              minShareCount: 2,
              entriesAware: true,
              entriesAwareMergeThreshold: 4096,
            },
          ],
        },
      },
    },
  },
});
