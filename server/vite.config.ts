import { defineConfig } from "vite";
import { SITE_ENV_PREFIX } from "../app/lib/site/site-origin.ts";
import { sitePlugins } from "../scripts/site-plugins.ts";

/** Bundles the Node server (server/main.server.ts) into build/server-app/main.js. */
export default defineConfig({
  // The redirects of the social images' old names read their hashes (app/content/redirects.ts).
  plugins: sitePlugins(),
  resolve: { tsconfigPaths: true },
  // The server knows the SITE_URL its pages were built with (app/lib/site/site-url.ts) and warns at start
  // when its own differs.
  envPrefix: SITE_ENV_PREFIX,
  publicDir: false,
  build: {
    ssr: "server/main.server.ts",
    outDir: "build/server-app",
    emptyOutDir: true,
    target: "node24",
    rollupOptions: { output: { entryFileNames: "main.js" } },
  },
});
