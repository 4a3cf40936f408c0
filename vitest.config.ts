import { defineConfig } from "vitest/config";
import { sitePlugins } from "./scripts/site-plugins.ts";

/** Unit and component tests: `*.test.ts(x)` beside the code. Browser tests live in tests/e2e. */
export default defineConfig({
  plugins: sitePlugins(),
  resolve: { tsconfigPaths: true },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "scripts/**/*.test.{ts,tsx}",
      "tests/e2e/support/*.test.ts",
    ],
    environment: "node",
    globalSetup: ["tests/unit-global-setup.ts"],
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
    // A worker runs its files one after another in one module graph instead of loading every module again
    // for each file: the unit run took 59 s instead of 120 s. Tests restore what they change (timers,
    // globals, TZ, NODE_ENV), and the stubs above are undone after each test either way.
    isolate: false,
    // Vitest's default is one worker fewer than the cores: on CI's two, a single worker left one core idle
    // (65 s here; two workers took 58 s).
    maxWorkers: 2,
  },
});
