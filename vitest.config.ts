import { defineConfig } from "vitest/config";
import { sitePlugins } from "./scripts/site-plugins.ts";

/** Unit and component tests: `*.test.ts(x)` beside the code. Browser tests live in tests/e2e. */
export default defineConfig({
  plugins: sitePlugins(),
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.{ts,tsx}"],
    environment: "node",
    globalSetup: ["tests/unit-global-setup.ts"],
    restoreMocks: true,
  },
});
