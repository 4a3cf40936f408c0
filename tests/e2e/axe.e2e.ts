import { describe, expect, it } from "vitest";
import { axeViolations } from "./support/axe";
import { openPage, sharedBrowser } from "./support/browser";

const browser = sharedBrowser();

/** Two buttons of the given size side by side, in an otherwise complete page. */
const page = (size: number) => `<!doctype html><html lang="en"><head><title>Buttons</title></head><body>
  <main><h1>Buttons</h1><p>
    <button style="width:${size}px;height:${size}px;padding:0;margin:0;border:0">A</button><button
      style="width:${size}px;height:${size}px;padding:0;margin:0;border:0">B</button>
  </p></main></body></html>`;

describe("the accessibility check every page goes through", () => {
  it("includes WCAG 2.2's target-size: buttons 10 px wide and touching fail it, 44 px ones pass", async () => {
    const w = await openPage(browser(), "phone");
    await w.page.setContent(page(10));
    expect((await axeViolations(w.page)).map((v) => v.split(":")[0])).toContain("target-size");
    await w.page.setContent(page(44));
    expect(await axeViolations(w.page)).toEqual([]);
    await w.close();
  });
});
