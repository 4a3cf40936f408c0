import { describe, expect, it } from "vitest";
import { copyFor } from "./copy";
import { langs } from "./i18n";
import { fill } from "./widget-copy";

describe("the review page's words", () => {
  it.each(langs)("leave no mark unfilled in the star labels and the error summary (%s)", (lang) => {
    const w = copyFor(lang).reviewPage;
    const labels = [1, 2, 3, 4, 5].map((n) => fill(w.rating.option, { n }));
    for (const label of labels) expect(label).not.toMatch(/[{}]/);
    expect(labels[0]).toMatch(/^1 \S+$/);
    expect(labels[3]).toMatch(/^4 \S+$/);
    expect(labels[0]).not.toBe(labels[3]!.replace("4", "1"));
    for (const count of [1, 3]) expect(fill(w.errors.summary, { count })).not.toMatch(/[{}]/);
  });
});
