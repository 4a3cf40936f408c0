import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { galleryItems } from "~/content/gallery";
import { settles, openPage, sharedBrowser, type ViewportName, openAt } from "./support/browser";

const browser = sharedBrowser();

/** The projects of a category, in gallery order (read from the records, so adding one moves nothing). */
const projectsIn = (category: string) => galleryItems.filter((i) => i.category === category);
const deckCoating = projectsIn("deck-coating");
const tiles = projectsIn("tiles");
const stucco = projectsIn("stucco");
const planters = projectsIn("planters");
/** 1-based place of the first single-image project (no after image) of a category. */
const firstSingle = (items: typeof galleryItems) => items.findIndex((i) => !i.after) + 1;

const slider = (page: Page) => page.getByRole("slider");
const valueNow = async (page: Page) => Number(await slider(page).getAttribute("aria-valuenow"));
const position = (page: Page) =>
  page
    .locator("#gallery-item-title")
    .locator("xpath=..")
    .getByText(/^\d+ of \d+$/);
const categoryButton = (page: Page, name: string) =>
  page.getByRole("form", { name: "Project categories" }).getByRole("button", { name, exact: true });

/** Drags across the comparison with a mouse (or a finger, through Chrome's touch events). */
async function drag(page: Page, fromPct: number, toPct: number, pointer: "mouse" | "touch") {
  const area = page.getByTestId("before-after");
  await area.scrollIntoViewIfNeeded();
  const box = await area.boundingBox();
  if (!box) throw new Error("no comparison on the page");
  const y = box.y + box.height / 2;
  const x = (pct: number) => box.x + (box.width * pct) / 100;
  if (pointer === "mouse") {
    await page.mouse.move(x(fromPct), y);
    await page.mouse.down();
    await page.mouse.move(x((fromPct + toPct) / 2), y, { steps: 4 });
    await page.mouse.move(x(toPct), y, { steps: 4 });
    await page.mouse.up();
    return;
  }
  const cdp = await page.context().newCDPSession(page);
  const point = (pct: number) => [{ x: x(pct), y }];
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: point(fromPct) });
  for (const pct of [fromPct + (toPct - fromPct) / 3, fromPct + ((toPct - fromPct) * 2) / 3, toPct]) {
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: point(pct) });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

describe.each<[ViewportName, "mouse" | "touch"]>([
  ["desktop", "mouse"],
  ["phone", "touch"],
])("gallery at %s width", (viewport, pointer) => {
  it(`starts on Deck Coating at 50 %, follows ${pointer} drags and arrow keys, clamped to 0-100`, async () => {
    const w = await openAt(browser(), viewport, "/gallery");
    const { page } = w;
    await settles(() => categoryButton(page, "Deck Coating").getAttribute("aria-pressed"), "true");
    expect(deckCoating[0]?.after, "the first Deck Coating project is a comparison").toBeTruthy();
    await settles(() => position(page).textContent(), `1 of ${deckCoating.length}`);
    await settles(() => valueNow(page), 50);

    await drag(page, 50, 25, pointer);
    expect(Math.abs((await valueNow(page)) - 25)).toBeLessThanOrEqual(2);
    await drag(page, 25, 130, pointer);
    await settles(() => valueNow(page), 100);
    await drag(page, 98, -40, pointer);
    await settles(() => valueNow(page), 0);

    await slider(page).focus();
    await page.keyboard.press("ArrowRight");
    await settles(() => valueNow(page), 5);
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await settles(() => valueNow(page), 0);
    await page.keyboard.press("End");
    await settles(() => valueNow(page), 100);
    await page.keyboard.press("ArrowRight");
    await settles(() => valueNow(page), 100);
    await page.keyboard.press("Home");
    await settles(() => valueNow(page), 0);
    await w.close();
  });

  it("Previous/Next are bounded and disabled at the ends; thumbnails select; the view is in the URL", async () => {
    const n = deckCoating.length;
    expect(n, "Deck Coating has enough projects to step through").toBeGreaterThanOrEqual(3);
    const w = await openAt(browser(), viewport, "/gallery");
    const { page } = w;
    const prev = page.getByRole("button", { name: "Previous" });
    const next = page.getByRole("button", { name: "Next" });
    await settles(() => prev.isDisabled(), true);
    await next.click();
    await settles(() => position(page).textContent(), `2 of ${n}`);
    expect(new URL(page.url()).search).toBe(`?category=deck-coating&item=${deckCoating[1]?.id}`);
    await settles(() => prev.isDisabled(), false);
    // Each step is a navigation (the view is in the URL): wait for it before the next click.
    for (let i = 3; i <= n; i++) {
      await next.click();
      await settles(() => position(page).textContent(), `${i} of ${n}`);
    }
    await settles(() => next.isDisabled(), true);

    await page.getByRole("button", { name: /^Project 3:/ }).click();
    await settles(() => position(page).textContent(), `3 of ${n}`);
    await settles(
      () => page.getByRole("button", { name: /^Project 3:/ }).getAttribute("aria-pressed"),
      "true",
    );

    // Keyboard: focus Previous and press Enter.
    await prev.focus();
    await page.keyboard.press("Enter");
    await settles(() => position(page).textContent(), `2 of ${n}`);
    await w.close();
  });

  it("choosing a category resets to its first project; single images show under Project Gallery", async () => {
    const last = deckCoating.length;
    const w = await openAt(
      browser(),
      viewport,
      `/gallery?category=deck-coating&item=${deckCoating.at(-1)?.id}`,
    );
    const { page } = w;
    await settles(() => position(page).textContent(), `${last} of ${last}`);
    // The page carries its own category's projects; the others arrive as JSON once the viewer has
    // hydrated, and then a category switches in place (the page is not loaded again).
    await settles(
      () =>
        page.evaluate(
          () =>
            performance
              .getEntriesByType("resource")
              .filter((e) => new URL(e.name).pathname === "/gallery.json").length,
        ),
      1,
    );
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await categoryButton(page, "Tiles").click();
    await settles(() => categoryButton(page, "Tiles").getAttribute("aria-pressed"), "true");
    await settles(() => categoryButton(page, "Deck Coating").getAttribute("aria-pressed"), "false");
    await settles(() => position(page).textContent(), `1 of ${tiles.length}`);
    expect(new URL(page.url()).search).toBe("?category=tiles");
    expect(await page.evaluate(() => "samePage" in window)).toBe(true);

    const single = firstSingle(tiles);
    expect(single, "Tiles has a single-image project").toBeGreaterThan(0);
    await page.getByRole("button", { name: new RegExp(`^Project ${single}:`) }).click();
    await settles(() => page.locator("#gallery-item-title").textContent(), "Project Gallery");
    await settles(() => page.getByRole("slider").count(), 0);
    await w.close();
  });
});

describe("gallery without JavaScript", () => {
  it("a shared URL renders its view on the server, and the buttons work as a form", async () => {
    const w = await openPage(browser(), "desktop", { javaScriptEnabled: false });
    const { page } = w;
    const single = firstSingle(stucco);
    expect(single, "Stucco has a single-image project").toBeGreaterThan(0);
    expect(planters.length, "Planters has a second project").toBeGreaterThanOrEqual(2);
    const res = await page.goto(`/gallery?category=stucco&item=${stucco[single - 1]?.id}`);
    expect(res?.status()).toBe(200);
    await settles(() => page.locator("#gallery-item-title").textContent(), "Project Gallery");
    await settles(() => position(page).textContent(), `${single} of ${stucco.length}`);
    await categoryButton(page, "Planters").click();
    await page.waitForURL(/category=planters/);
    await settles(() => position(page).textContent(), `1 of ${planters.length}`);
    await settles(() => categoryButton(page, "Planters").getAttribute("aria-pressed"), "true");
    await page.getByRole("button", { name: "Next" }).click();
    await page.waitForURL(new RegExp(`item=${planters[1]?.id}(&|$)`));
    await settles(() => position(page).textContent(), `2 of ${planters.length}`);
    await w.close();
  });
});
