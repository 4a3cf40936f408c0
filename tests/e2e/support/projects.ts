/**
 * The office's project editor as the browser tests drive it (tests/e2e/office-content.e2e.ts on the
 * server, tests/e2e/office-proxy.e2e.ts behind nginx with TLS): a phone's JPEG, the fields and the alt
 * texts filled as a person would, a photo waited on until it is processed, a draft saved.
 */
import type { Page } from "playwright-core";
import sharp from "sharp";
import { galleryCategories } from "~/content/gallery-categories";
import { projectEditorCopy } from "~/content/office/website";

const e = projectEditorCopy;

/** A phone's JPEG of `width`×`height`, with texture (so it is a real photo's size, not a flat colour). */
export const phoneJpeg = (width: number, height: number, tint: string) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: tint,
      noise: { type: "gaussian", mean: 120, sigma: 30 },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer();

/** A description of 120–160 characters in each language, as the publish-time check wants. */
export const PROJECT_DESCRIPTION = {
  en: "A cracked balcony deck in Venice stripped to the plywood, re-sloped to its drain and sealed with a new waterproof walking coat.",
  es: "Una terraza agrietada en Venice, raspada hasta la madera, con nueva pendiente al desagüe y sellada con una capa impermeable nueva.",
} as const;

/** The two photos' alt texts, in both languages. */
export const PROJECT_ALTS = {
  before: { en: "Cracked balcony deck before the repair", es: "Terraza agrietada antes de la reparación" },
  after: { en: "The same deck, coated and sealed", es: "La misma terraza, sellada" },
} as const;

/** The Spanish title `fillProject` gives a project titled `title` when it is given none. */
export const spanishTitle = (title: string) => `${title} (es)`;

/** The editor's fields (the first category, Venice, October 2026), in English and Spanish. */
export async function fillProject(page: Page, title: string, titleEs = spanishTitle(title)) {
  await page.getByLabel(e.fields.category).selectOption(galleryCategories[0].slug);
  await page.getByLabel(`${e.fields.title}: ${e.english}`).fill(title);
  await page.getByLabel(`${e.fields.title}: ${e.spanish}`).fill(titleEs);
  await page.getByLabel(e.fields.city).fill("Venice");
  await page.getByLabel(e.fields.date).fill("2026-10");
  await page.getByLabel(`${e.fields.description}: ${e.english}`).fill(PROJECT_DESCRIPTION.en);
  await page.getByLabel(`${e.fields.description}: ${e.spanish}`).fill(PROJECT_DESCRIPTION.es);
}

/** The before and after photos' alt texts ({@link PROJECT_ALTS}). */
export async function fillPhotoAlts(page: Page) {
  const alt = (lang: string) => page.getByLabel(`${e.photos.alt}: ${lang}`);
  await alt(e.english).first().fill(PROJECT_ALTS.before.en);
  await alt(e.spanish).first().fill(PROJECT_ALTS.before.es);
  await alt(e.english).nth(1).fill(PROJECT_ALTS.after.en);
  await alt(e.spanish).nth(1).fill(PROJECT_ALTS.after.es);
}

/** Waits until a photo slot says its photo is ready, and shows its thumbnail. */
export async function photoReady(page: Page, slot: "before" | "after") {
  await page
    .getByTestId(`state-${slot}`)
    .getByText(e.photos.ready, { exact: true })
    .waitFor({ timeout: 60_000 });
  await page.getByTestId(`focus-${slot}`).locator("img[src^='/media/']").waitFor();
}

/** Presses Save on a new project: waits for its own page and the "saved" notice; its id. */
export async function saveNewProject(page: Page): Promise<number> {
  await page.getByRole("button", { name: e.actions.save }).click();
  await page.waitForURL((url) => /^\/office\/content\/projects\/\d+$/.test(url.pathname));
  await page.getByRole("status").filter({ hasText: e.saved }).waitFor();
  return Number(new URL(page.url()).pathname.split("/").at(-1));
}

/** Presses Publish on a project's page and waits for the "published" notice. */
export async function publishProject(page: Page) {
  await page.getByRole("button", { name: e.actions.publish, exact: true }).click();
  await page.waitForURL((url) => url.searchParams.get("done") === "published", { timeout: 30_000 });
  await page.getByRole("status").filter({ hasText: e.published }).waitFor();
}

/** The first file a page's `srcset` names under /media/ (an uploaded photo's encoded file), if any. */
export function firstMediaFile(html: string): string | undefined {
  const srcset = /srcset="([^"]*\/media\/[^"]*)"/i.exec(html)?.[1];
  return srcset?.split(",")[0]?.trim().split(/\s+/)[0]?.replaceAll("&amp;", "&");
}
