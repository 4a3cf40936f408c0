import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { SITE_ENV_PREFIX } from "./app/lib/site/site-origin.ts";
import { imageHashes } from "./scripts/image-pipeline/vite-plugin.ts";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), imageHashes()],
  resolve: { tsconfigPaths: true },
  // SITE_URL (the public origin for canonical links, feeds and structured data) is read at build time.
  envPrefix: SITE_ENV_PREFIX,
  build: {
    assetsInlineLimit: 2048,
    // React DOM gets a chunk of its own so the browser can evaluate it in a task of its own
    // (see app/lib/rendering/html-stream.server.ts).
    rolldownOptions: isSsrBuild
      ? {}
      : {
          // Our content, component and helper modules do nothing when imported: a module nothing uses
          // is left out even if its top level computes something (content/site-index.ts builds the
          // menus). This is what keeps server-only markup's code off the browser (ServerHtml,
          // decision 009).
          treeshake: {
            moduleSideEffects: [
              { test: /[\\/]app[\\/](content|components|lib|routes)[\\/].*\.tsx?$/, sideEffects: false },
            ],
          },
          output: {
            codeSplitting: {
              groups: [
                { name: "react-dom", test: /node_modules[\\/](react-dom|scheduler)[\\/]/ },
                // The rest of the framework floor (React, React Router and its helpers) in a chunk of its
                // own, so the benchmark can tell the floor from our code by file name (scripts/bench.ts).
                {
                  name: "react-router",
                  test: /node_modules[\\/](react|react-router|cookie|set-cookie-parser|turbo-stream)[\\/]/,
                },
                // Our own code that several hydrating routes share (layout helpers, company facts, icon
                // drawing), in one file rather than a handful of tiny ones: each costs a request and
                // compresses worse alone. Not the office's (issue 28): its code and passkey library load
                // only under /office.
                {
                  name: "shared",
                  test: /[\\/]app[\\/](?!(?:lib|components|content|routes)[\\/]office[\\/])/,
                  minShareCount: 3,
                },
              ],
            },
          },
        },
  },
}));
