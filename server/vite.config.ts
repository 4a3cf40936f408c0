import { defineConfig } from "vite";

/** Bundles the Node server (server/main.server.ts) into build/server-app/main.js. */
export default defineConfig({
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
