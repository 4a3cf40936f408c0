import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";

/** axe's WCAG 2.2 AA and best-practice violations on the page as it is now, one line each. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    // Every rule still runs; axe just skips writing up the passes (about a quarter of its time here).
    .options({ resultTypes: ["violations"] })
    .analyze();
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(", ")})`,
  );
}
