import { describe, expect, it } from "vitest";
import { openPage, sharedBrowser, openAt } from "./support/browser";

const browser = sharedBrowser();
const expected404 = [/status of 404/];
const expected500 = [/status of 500/];

describe("error pages", () => {
  it("an unknown path answers 404 with a Not Found page inside the layout", async () => {
    const w = await openPage(browser(), "desktop", { expectedErrors: expected404 });
    const res = await w.page.goto("/this/page/does-not-exist");
    expect(res?.status()).toBe(404);
    await expect(w.page.locator("h1").textContent()).resolves.toBe("Not Found");
    expect(await w.page.locator("header").count()).toBeGreaterThan(0);
    expect(await w.page.locator("footer").textContent()).toMatch(/CSLB/);
    expect(await w.page.locator('main a[href="/service"]').count()).toBe(1);
    expect(await w.page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    await w.close();
  });

  it("an unknown article or service answers 404 too", async () => {
    for (const path of ["/blogs/No-Such-Article", "/services/no-such-service"]) {
      const w = await openPage(browser(), "phone", { expectedErrors: expected404 });
      const res = await w.page.goto(path);
      expect(res?.status(), path).toBe(404);
      await expect(w.page.locator("h1").textContent()).resolves.toBe("Not Found");
      await w.close();
    }
  });

  it("an unexpected error shows 'Something went wrong!' with a Show Error / Hide Error disclosure", async () => {
    const w = await openPage(browser(), "desktop", { expectedErrors: expected500 });
    const res = await w.page.goto("/__test/error");
    expect(res?.status()).toBe(500);
    await expect(w.page.locator("h1").textContent()).resolves.toBe("Something went wrong!");
    const toggle = w.page.locator("summary", { hasText: "Show Error" });
    const details = w.page.locator("#error-details");
    await expect(details.isVisible()).resolves.toBe(false);
    await toggle.click();
    await w.page.locator("summary", { hasText: "Hide Error" }).waitFor();
    await expect(details.isVisible()).resolves.toBe(true);
    expect(await details.textContent()).toMatch(/\S/);
    await expect(toggle.evaluate((s) => (s.parentElement as HTMLDetailsElement).open)).resolves.toBe(true);
    await w.page.locator("summary", { hasText: "Hide Error" }).click();
    await expect(details.isVisible()).resolves.toBe(false);
    await w.close();
  });

  it("a link to an unknown article ends on the server's Not Found page", async () => {
    const w = await openAt(browser(), "phone", "/", { expectedErrors: expected404 });
    const { page } = w;
    // Links are links (decision 018): the browser loads the address itself.
    const answer = page.waitForResponse(
      (r) => r.request().resourceType() === "document" && r.url().endsWith("/blogs/No-Such-Article"),
    );
    await page.evaluate(() => {
      const link = document.createElement("a");
      link.href = "/blogs/No-Such-Article";
      link.textContent = "an article that does not exist";
      document.querySelector("footer")?.append(link);
      link.click();
    });
    // The server answers that address itself, with its status code and its own screen.
    expect((await answer).status()).toBe(404);
    await page.locator("h1", { hasText: "Not Found" }).waitFor();
    expect(await page.locator('main a[href="/service"]').count()).toBe(1);
    expect(await page.title()).toMatch(/^Page not found/);
    await w.close();
  });
});
