import { describe, expect, it } from "vitest";
import { checkProjects } from "./project-schema";
import { projects } from "./projects";

/** A record of projects.ts with a before and an after image, as id 7 with the contractor's photo before. */
const sample = projects.find((p) => p.before && p.after);
if (!sample?.after) throw new Error("projects.ts has no before/after project");
const good = {
  ...sample,
  id: 7,
  after: sample.after,
  before: { photo: "sundeck-before.jpg", alt: sample.before.alt },
};

function problems(records: unknown[]): string {
  try {
    checkProjects(records, "app/content/projects.ts");
  } catch (err) {
    return (err as Error).message;
  }
  return "";
}

describe("project records", () => {
  it("accept a photo or a drawing per image, with alt text and an optional focal point", () => {
    expect(problems([good, { ...good, id: 8, before: { ...good.before, focus: { x: 20, y: 80 } } }])).toBe(
      "",
    );
  });

  it("name the file, the project and the field of every broken record", () => {
    const message = problems([
      good,
      { ...good, id: 8, category: "roofing", date: "April 2026" },
      { ...good, id: 9, before: { photo: "deck.gif", alt: "short" } },
      {
        ...good,
        id: 10,
        after: { photo: "a.jpg", drawing: "deck-coating-1-after", alt: "Both a photo and a drawing" },
      },
      { ...good, id: 11, before: { ...good.before, focus: { x: 120, y: 50 } } },
      { ...good, title: "Same id again" },
    ]);
    expect(message).toContain("app/content/projects.ts: project 2 (id 8), field category:");
    expect(message).toContain("app/content/projects.ts: project 2 (id 8), field date: a month as YYYY-MM");
    expect(message).toContain("project 3 (id 9), field before.photo: a file name in assets/photos/");
    expect(message).toContain("project 3 (id 9), field before.alt: describe what the image shows");
    expect(message).toContain("project 4 (id 10), field after: give either `photo`");
    expect(message).toContain("project 5 (id 11), field before.focus.x:");
    expect(message).toContain("project 6 (id 7), field id: also used by project 1");
  });

  it("reject unknown fields and missing required ones", () => {
    const { city: _city, ...noCity } = good;
    const message = problems([{ ...noCity, colour: "red" }]);
    expect(message).toContain("project 1 (id 7), field city:");
    expect(message).toMatch(/project 1 \(id 7\), field \(record\): .*colour/);
  });
});
