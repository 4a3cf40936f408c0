import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type axe from "axe-core";
import type { Frame, Page } from "playwright-core";

/** The rule sets every page is checked against: WCAG 2.0–2.2 A and AA, and axe's best practices. */
export const axeTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** The page's window once axe-core is in it. */
type WithAxe = Window & { axe: typeof axe };

let source: string | undefined;
/** axe-core's browser build, read once per worker (the pinned `axe-core` devDependency). */
const axeSource = () =>
  (source ??= readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8"));

/** Pages whose every new document gets axe as it starts (`addInitScript`, registered once per page). */
const pagesWithAxe = new WeakSet<Page>();

/** Puts axe into a frame unless it is there already (a document opened before the page had it). */
async function inject(frame: Frame): Promise<void> {
  if (!(await frame.evaluate(() => "axe" in window))) await frame.evaluate(axeSource());
}

/**
 * axe's WCAG 2.2 AA and best-practice violations on the page as it is now, one line each.
 *
 * axe-core runs in the page itself (`axe.run`). Its 650 KB source crosses the DevTools connection once per
 * page: the first check on a page registers it as an init script, which Chromium runs in each document the
 * page opens after that (the site gates' tab goes through every route), and puts it in the document open
 * now. Sent with every check instead, the source took about 150 ms a document to cross, against about
 * 15 ms to run again from V8's compilation cache. @axe-core/playwright's
 * `analyze()` injected it twice per call and then opened a second, blank page in the context to
 * merge the frames' results, which took about as much time as the check itself. The site's only frame
 * is the office map's, in a closed disclosure (axe skips hidden frames); should a page show a frame,
 * axe is put in it too, so axe checks it as it did before.
 *
 * The rules are those of `axeTags`, target-size (WCAG 2.2 AA) among them: the builder's `.options()`
 * replaced the tag list given before it, so it ran only axe's default rules, which leave that one out.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!pagesWithAxe.has(page)) {
    pagesWithAxe.add(page);
    await page.addInitScript(axeSource());
  }
  await inject(page.mainFrame());
  const framesShown = await page.evaluate(
    () => (window as unknown as WithAxe).axe.utils.getFrameContexts().length,
  );
  if (framesShown > 0) for (const frame of page.frames().slice(1)) await inject(frame).catch(() => undefined);
  const options: axe.RunOptions = {
    runOnly: { type: "tag", values: axeTags },
    // Every rule of those tags runs; axe just skips writing up the passes (about a quarter of its time here).
    resultTypes: ["violations"],
  };
  const results = await page.evaluate(
    (options) => (window as unknown as WithAxe).axe.run(document, options),
    options,
  );
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(", ")})`,
  );
}
