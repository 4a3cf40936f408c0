/** Layout checks for the office's phone layout: tap targets and sideways scrolling. */
import type { Page } from "playwright-core";

/** The visible links, buttons and form controls smaller than 44 × 44 px, named with their size. */
export function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll("a[href], button, summary, select, input:not([type=hidden])")].flatMap(
      (el) => {
        const box = el.getBoundingClientRect();
        if (box.width === 0 && box.height === 0) return [];
        if (el.closest(".sr-only") || getComputedStyle(el).visibility === "hidden") return [];
        // A skip link stays off screen until focused.
        if (box.bottom < 0 || box.right < 0) return [];
        // A checkbox or radio is tapped through its label.
        if (el instanceof HTMLInputElement && (el.type === "checkbox" || el.type === "radio")) {
          const label = el.labels?.[0]?.getBoundingClientRect();
          if (label && label.height >= 44) return [];
        }
        return box.height < 43.5 || box.width < 43.5
          ? [
              `${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().slice(0, 30)}" ${Math.round(box.width)}×${Math.round(box.height)}`,
            ]
          : [];
      },
    ),
  );
}

/** How far the page scrolls sideways (0 when nothing is wider than the window). */
export const sidewaysScroll = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
