import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { SITE_ENV_PREFIX } from "./app/lib/site/site-origin.ts";
import { sitePlugins } from "./scripts/site-plugins.ts";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), ...sitePlugins()],
  resolve: { tsconfigPaths: true },
  // SITE_URL (the public origin for canonical links, feeds and structured data) is read at build time.
  envPrefix: SITE_ENV_PREFIX,
  build: {
    assetsInlineLimit: 2048,
    // scripts/build.ts empties build/ and builds the islands into build/islands before this build, whose
    // prerendering reads their manifest: React Router must not empty build/ again.
    emptyOutDir: false,
    // React Router's client build serves only an app area (`isClientApp`, e.g. the office); public
    // pages load islands from their own build (vite.islands.config.ts, decision 018).
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                { name: "react-dom", test: /node_modules[\\/](react-dom|scheduler)[\\/]/ },
                {
                  name: "react-router",
                  test: /node_modules[\\/](react|react-router|cookie|set-cookie-parser|turbo-stream)[\\/]/,
                },
              ],
            },
          },
        },
  },
}));
