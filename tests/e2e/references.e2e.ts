import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { filterReferences, references } from "~/content/references";
import { settles, sharedBrowser, type ViewportName, openAt } from "./support/browser";

const browser = sharedBrowser();
/** The rows a visitor sees (the references a search leaves out stay in the table, hidden). */
const rows = (page: Page) => page.locator("tbody tr:visible");
const count = (page: Page) => page.locator("#reference-count").textContent();
/** The count line for a search, derived from the content (whatever references the contractor lists). */
const showing = (query: string) =>
  `Showing ${filterReferences(references, query).length} of ${references.length} companies`;
const total = references.length;
/** Searches taken from the content: a place in capitals, a contact's first name in lower case, a company word. */
const first = references[0]!;
const byPlace = first.location.toUpperCase();
const byContact = references[1]!.contact.split(" ")[0]!.toLowerCase();
const byCompany = references[2]!.company.split(" ")[0]!;

describe.each<ViewportName>(["desktop", "phone"])("reference sheet at %s width", (viewport) => {
  it("filters as you type, case-insensitively, with an empty state", async () => {
    const w = await openAt(browser(), viewport, "/reference-sheet");
    const { page } = w;
    await settles(() => count(page), showing(""));
    await settles(() => rows(page).count(), total);
    const search = page.getByRole("searchbox", { name: "Search references" });
    await search.fill(byPlace);
    await settles(() => count(page), showing(byPlace));
    await expect(rows(page).first().textContent()).resolves.toContain(first.company);
    await search.fill(byContact);
    await settles(() => count(page), showing(byContact));
    await search.fill("no such company");
    await settles(() => count(page), `Showing 0 of ${total} companies`);
    await page.getByText("No companies found").waitFor();
    await page.getByText("Try adjusting your search terms.").waitFor();
    await search.fill("");
    await settles(() => rows(page).count(), total);
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
    await page.getByRole("searchbox", { name: "Search references" }).fill(byCompany);
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL((url) => url.searchParams.get("q") === byCompany);
    await settles(() => count(page), showing(byCompany));
    await settles(() => rows(page).count(), filterReferences(references, byCompany).length);
    await w.close();
  });
});
