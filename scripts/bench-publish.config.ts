import { defineConfig } from "vitest/config";
import { sitePlugins } from "./site-plugins.ts";

/** `npm run bench:publish`: the publish benchmark (scripts/bench-publish.run.ts), one file, its output shown. */
export default defineConfig({
  plugins: sitePlugins(),
  resolve: { tsconfigPaths: true },
  test: {
    include: ["scripts/bench-publish.run.ts"],
    environment: "node",
    testTimeout: 600_000,
    silent: false,
  },
});
