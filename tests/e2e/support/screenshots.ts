import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";

const results = new URL("../../../test-results/", import.meta.url).pathname;

/**
 * Saves the whole page as test-results/`folder`/`name`.png, for people to look at (the office's screens
 * and the editors at 390 and 1440 px): no test compares or asserts one. With `E2E_SCREENSHOTS=off` it
 * saves nothing: nobody looks at a CI machine's files, and the full-page captures took about 34 s of the
 * browser files' summed time (docs/development.md).
 */
export async function saveScreenshot(page: Page, folder: string, name: string): Promise<void> {
  if (process.env.E2E_SCREENSHOTS === "off") return;
  mkdirSync(`${results}${folder}`, { recursive: true });
  await page.screenshot({ path: `${results}${folder}/${name}.png`, fullPage: true });
}
