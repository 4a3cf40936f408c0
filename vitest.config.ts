import { defineConfig } from "vitest/config";

/** Unit and component tests: `*.test.ts(x)` beside the code. Browser tests live in tests/e2e. */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    restoreMocks: true,
  },
});
