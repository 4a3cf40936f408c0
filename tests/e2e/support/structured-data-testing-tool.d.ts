/** The parts of structured-data-testing-tool (no bundled types) that the SEO tests use. */
declare module "structured-data-testing-tool" {
  interface TestResult {
    passed: { test: string; description?: string }[];
    failed: { test: string; description?: string; error?: { message?: string } }[];
    warnings: unknown[];
  }
  export function structuredDataTest(input: string, options: { presets: unknown[] }): Promise<TestResult>;
}
declare module "structured-data-testing-tool/presets" {
  export const Google: unknown;
  export const SocialMedia: unknown;
}
