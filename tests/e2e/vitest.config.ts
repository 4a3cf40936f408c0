import { defineConfig } from "vitest/config";
import { sitePlugins } from "../../scripts/site-plugins.ts";
import FileTimes from "./support/file-times.ts";
import LongestFirst from "./support/longest-first.ts";

/** Browser tests against the built server (run `npm run build` first; `npm test` does). */
export default defineConfig({
  plugins: sitePlugins(),
  resolve: { tsconfigPaths: true },
  test: {
    root: new URL("../..", import.meta.url).pathname,
    include: ["tests/e2e/**/*.e2e.ts"],
    globalSetup: ["tests/e2e/support/global-setup.ts"],
    // The default output, then a table of each file's time (slowest first) at the end of the run.
    reporters: ["default", new FileTimes()],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
    // A worker runs its files one after another in one module graph, with one browser (sharedBrowser).
    isolate: false,
    fileParallelism: true,
    // The longest files first, also in a new checkout, which has no times from a last run.
    sequence: { sequencer: LongestFirst },
  },
});
