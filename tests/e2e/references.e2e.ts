import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { settles, sharedBrowser, type ViewportName, openAt } from "./support/browser";

const browser = sharedBrowser();
/** The rows a visitor sees (the references a search leaves out stay in the table, hidden). */
const rows = (page: Page) => page.locator("tbody tr:visible");
const count = (page: Page) => page.locator("#reference-count").textContent();

describe.each<ViewportName>(["desktop", "phone"])("reference sheet at %s width", (viewport) => {
  it("filters as you type, case-insensitively, with an empty state", async () => {
    const w = await openAt(browser(), viewport, "/reference-sheet");
    const { page } = w;
    await settles(() => count(page), "Showing 12 of 12 companies");
    await settles(() => rows(page).count(), 12);
    const search = page.getByRole("searchbox", { name: "Search references" });
    await search.fill("PASADENA");
    await settles(() => count(page), "Showing 1 of 12 companies");
    await expect(rows(page).first().textContent()).resolves.toContain("Arroyo Ridge Builders");
    await search.fill("balcon");
    await settles(() => count(page), "Showing 3 of 12 companies");
    await search.fill("no such company");
    await settles(() => count(page), "Showing 0 of 12 companies");
    await page.getByText("No companies found").waitFor();
    await page.getByText("Try adjusting your search terms.").waitFor();
    await search.fill("");
    await settles(() => rows(page).count(), 12);
    await w.close();
  });

  it("toggles a row's highlight with a click and with Enter or Space", async () => {
    const w = await openAt(browser(), viewport, "/reference-sheet");
    const { page } = w;
    const row = rows(page).nth(2);
    await settles(() => row.getAttribute("aria-selected"), "false");
    await row.click();
    await settles(() => row.getAttribute("aria-selected"), "true");
    await row.click();
    await settles(() => row.getAttribute("aria-selected"), "false");
    await row.focus();
    await page.keyboard.press("Enter");
    await settles(() => row.getAttribute("aria-selected"), "true");
    await page.keyboard.press("Space");
    await settles(() => row.getAttribute("aria-selected"), "false");
    await settles(
      () => page.getByRole("link", { name: "Contact us" }).last().getAttribute("href"),
      "/contact",
    );
    await w.close();
  });
});

describe("reference search without JavaScript", () => {
  it("works as a GET form with ?q=", async () => {
    const w = await openAt(browser(), "phone", "/reference-sheet", { javaScriptEnabled: false });
    const { page } = w;
    await page.getByRole("searchbox", { name: "Search references" }).fill("hoa");
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/\?q=hoa/);
    await settles(() => count(page), "Showing 2 of 12 companies");
    await settles(() => rows(page).count(), 2);
    await w.close();
  });
});
