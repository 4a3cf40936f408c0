import { describe, expect, it } from "vitest";
import { fieldChanges, historyPath, lineDiff, trimSame, valueAt, valueText } from "./record-history";

describe("a record's history", () => {
  it("reads values at field paths and words them as one line", () => {
    const record = {
      title: "T",
      tags: ["deck", "leaks"],
      image: { source: { media: 4 }, alt: "A" },
      es: { body: "x" },
    };
    expect(valueAt(record, "es.body")).toBe("x");
    expect(valueAt(record, "es.title")).toBeUndefined();
    expect(valueAt(record, "missing.deep")).toBeUndefined();
    expect(valueText(record.tags)).toBe("deck, leaks");
    expect(valueText(record.image)).toBe("source: (media: 4); alt: A");
  });

  it("diffs long text line by line: kept, removed and added lines in order", () => {
    expect(lineDiff("a\nb\nc", "a\nB\nc\nd")).toEqual([
      { op: "same", text: "a" },
      { op: "del", text: "b" },
      { op: "add", text: "B" },
      { op: "same", text: "c" },
      { op: "add", text: "d" },
    ]);
    expect(lineDiff("", "new")).toEqual([{ op: "add", text: "new" }]);
    expect(lineDiff("x\n".repeat(3000), "y")).toBeNull();
  });

  it("shows each changed field old → new, and long text as a diff", () => {
    const before = { title: "Old title", body: "one\ntwo" };
    const after = { title: "New title", body: "one\nthree" };
    const changes = fieldChanges(["title", "body"], after, before);
    expect(changes[0]).toEqual({ path: "title", before: "Old title", after: "New title" });
    expect(changes[1]!.lines).toEqual([
      { op: "same", text: "one" },
      { op: "del", text: "two" },
      { op: "add", text: "three" },
    ]);
    // The first version has nothing before it.
    expect(fieldChanges(["title"], after, undefined)[0]).toMatchObject({ before: "", after: "New title" });
  });

  it("folds long runs of unchanged lines around a change", () => {
    const lines = lineDiff(
      ["1", "2", "3", "4", "5", "6", "7", "8"].join("\n"),
      ["1", "2", "3", "4", "X", "6", "7", "8"].join("\n"),
    )!;
    const shown = trimSame(lines, 1);
    expect(shown[0]).toEqual({ op: "gap", count: 3 });
    expect(shown.filter((l) => l.op !== "same" && l.op !== "gap")).toHaveLength(2);
    expect(shown.at(-1)).toEqual({ op: "gap", count: 2 });
  });

  it("has an address for any key", () => {
    expect(historyPath("article:What-is-Waterproofing")).toBe(
      "/office/content/history/article%3AWhat-is-Waterproofing",
    );
  });
});
