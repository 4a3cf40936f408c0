import { describe, expect, it } from "vitest";
import { availability } from "~/content/booking/availability";
import { compactWindowLabel, shortWindowLabel, windowLabel } from "./window-labels";
import { openWindows } from "./windows";

describe("window labels", () => {
  const windows = openWindows(new Date("2027-03-10T12:00:00Z")).slice(0, 12);

  it("the compact label keeps the day, date and times of the full one in fewer characters", () => {
    expect(windows.length).toBeGreaterThan(0);
    for (const w of windows)
      for (const lang of ["en", "es"] as const) {
        const compact = compactWindowLabel(w, lang);
        const short = shortWindowLabel(w, lang);
        // The same time range ends both ...
        expect(compact.slice(compact.lastIndexOf(", ") + 2)).toBe(short.slice(short.lastIndexOf(", ") + 2));
        // ... the day of the month is in both, and the compact one is shorter and starts a line in capitals.
        const day = String(Number(w.date.slice(8)));
        expect(compact).toMatch(new RegExp(`\\b${day}\\b`));
        expect(compact.length).toBeLessThan(short.length);
        expect(compact.charAt(0)).toBe(compact.charAt(0).toLocaleUpperCase());
        expect(windowLabel(w, lang).length).toBeGreaterThan(compact.length);
      }
  });

  it('reads like "Wed, Mar 10, 8 AM – 12 PM" in English: abbreviated day and month', () => {
    for (const w of windows) {
      const weekday = new Intl.DateTimeFormat("en-US", {
        weekday: "short",
        timeZone: availability.timeZone,
      }).format(w.start);
      expect(compactWindowLabel(w, "en")).toMatch(
        new RegExp(`^${weekday}, [A-Z][a-z]{2} \\d{1,2}, [\\d:]+(?:\\s[AP]M)?\\s–\\s[\\d:]+\\s[AP]M$`),
      );
    }
  });
});
