import { describe, expect, it } from "vitest";
import { baseUrl, openPage, sharedBrowser, type ViewportName } from "./browser";
import { axeViolations } from "./axe";
import { allRoutes, islandRoutes } from "./routes";

/**
 * Site-wide gates: every route of the route table must pass axe with no violation, log no console
 * error or uncaught exception, have one h1 and a unique title and description, and link only to URLs
 * that answer 200; a reading page (one without an island) asks for no script at all while it loads
 * (issues 10 and 27). One test file per viewport calls this, so the two widths run in parallel.
 */
export function defineSiteGates(viewport: ViewportName) {
  const browser = sharedBrowser();
  const seen = new Map<string, { title: string; description: string }>();
  const urlsToCheck = new Set<string>();

  describe(`every route at ${viewport} width`, () => {
    it.each(allRoutes)("%s: complete HTML, accessible, no console errors", async (route) => {
      const watched = await openPage(browser(), viewport);
      const { page } = watched;
      const scripts: string[] = [];
      page.on("request", (r) => {
        if (r.resourceType() === "script") scripts.push(r.url());
      });
      const response = await page.goto(route, { waitUntil: "load" });
      expect(response?.status(), "status").toBe(200);
      expect(response?.url(), "no redirect").toBe(`${baseUrl()}${route}`);

      const reading = !islandRoutes.includes(route);
      if (reading) expect(await page.locator('script:not([type="application/ld+json"])').count()).toBe(0);
      await expect(page.locator("h1").count()).resolves.toBe(1);
      const title = await page.title();
      const description = (await page.locator('meta[name="description"]').getAttribute("content")) ?? "";
      expect(title.length).toBeGreaterThan(10);
      expect(description.length).toBeGreaterThanOrEqual(70);
      seen.set(route, { title, description });

      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, "no horizontal scrolling").toBeLessThanOrEqual(0);

      const violations = await axeViolations(page);
      expect(violations).toEqual([]);
      // By now the page has loaded and axe has run in it for a second or more: an island page's
      // modules come after load (decision 018) and no-script.e2e.ts checks them; a reading page has none.
      if (reading) expect(scripts, "script requests").toEqual([]);

      const refs = await page.evaluate(() => {
        const out: string[] = [];
        document.querySelectorAll<HTMLAnchorElement>("a[href]").forEach((a) => out.push(a.href));
        document
          .querySelectorAll<HTMLImageElement>("img")
          .forEach((img) => out.push(img.currentSrc || img.src));
        document
          .querySelectorAll<HTMLSourceElement>("source[srcset], img[srcset]")
          .forEach((s) =>
            s.srcset
              .split(",")
              .forEach((c) => out.push(new URL(c.trim().split(/\s+/)[0]!, location.href).href)),
          );
        document.querySelectorAll<HTMLLinkElement>("link[href]").forEach((l) => out.push(l.href));
        document.querySelectorAll<HTMLScriptElement>("script[src]").forEach((s) => out.push(s.src));
        return out;
      });
      for (const ref of refs) if (ref.startsWith(baseUrl())) urlsToCheck.add(ref.split("#")[0]!);
      await watched.close();
    });
  });

  describe("across all routes", () => {
    it("every page has a unique title and description", () => {
      expect(seen.size).toBe(allRoutes.length);
      const titles = new Map<string, string>();
      const descriptions = new Map<string, string>();
      for (const [route, { title, description }] of seen) {
        expect(titles.get(title), `${route} repeats the title of ${titles.get(title)}`).toBeUndefined();
        expect(
          descriptions.get(description),
          `${route} repeats the description of ${descriptions.get(description)}`,
        ).toBeUndefined();
        titles.set(title, route);
        descriptions.set(description, route);
      }
    });

    it("every internal link and asset answers 200 (following redirects)", async () => {
      expect(urlsToCheck.size).toBeGreaterThan(50);
      const failures: string[] = [];
      const queue = [...urlsToCheck];
      const worker = async () => {
        for (let url = queue.shift(); url; url = queue.shift()) {
          const res = await fetch(url, { redirect: "follow" });
          if (res.status !== 200) failures.push(`${res.status} ${url}`);
          await res.arrayBuffer();
        }
      };
      await Promise.all(Array.from({ length: 6 }, worker));
      expect(failures).toEqual([]);
    });
  });
}
