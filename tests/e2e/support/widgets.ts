import type { Locator, Page } from "playwright-core";

/**
 * Locators for the site's native widgets. Menus, FAQ answers and the map are `<details>` disclosures,
 * so a widget is "open" when its details element is, and the browser exposes that state itself.
 */
export const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });

/** The summary of the desktop dropdown whose accessible label contains `label` (Services, Area). */
export const dropdownSummary = (page: Page, label: string) =>
  page.locator(".nav-dropdown summary", { hasText: label });

/** The submenu list of that dropdown. */
export const dropdownMenu = (page: Page, label: string) =>
  page
    .locator(".nav-dropdown", { has: page.locator("summary", { hasText: label }) })
    .locator(".nav-dropdown-menu");

/** The phone menu's summary (the Menu button in the header row). */
export const phoneMenuSummary = (page: Page) => page.locator("header summary", { hasText: /^Menu$/ });

export const isOpen = (summary: Locator) =>
  summary.evaluate((s) => (s.parentElement as HTMLDetailsElement).open);

/** The FAQ questions of the page, in order. */
export const faqSummaries = (page: Page) => page.locator("details[name] > summary");
