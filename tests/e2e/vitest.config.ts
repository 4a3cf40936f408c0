import { defineConfig } from "vitest/config";
import { sitePlugins } from "../../scripts/site-plugins.ts";

/** Browser tests against the built server (run `npm run build` first; `npm test` does). */
export default defineConfig({
  plugins: sitePlugins(),
  resolve: { tsconfigPaths: true },
  test: {
    root: new URL("../..", import.meta.url).pathname,
    include: ["tests/e2e/**/*.e2e.ts"],
    globalSetup: ["tests/e2e/support/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
    fileParallelism: true,
  },
});
