import { defineConfig } from "vite";
import { imageHashes } from "../scripts/image-pipeline/vite-plugin.ts";

/** Bundles the Node server (server/main.server.ts) into build/server-app/main.js. */
export default defineConfig({
  // The redirects of the social images' old names read their hashes (app/content/redirects.ts).
  plugins: [imageHashes()],
  resolve: { tsconfigPaths: true },
  envPrefix: ["VITE_", "SITE_URL"],
  publicDir: false,
  build: {
    ssr: "server/main.server.ts",
    outDir: "build/server-app",
    emptyOutDir: true,
    target: "node24",
    rollupOptions: { output: { entryFileNames: "main.js" } },
  },
});
