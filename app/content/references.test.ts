import { describe, expect, it } from "vitest";
import { filterReferences, references } from "./references";

describe("references", () => {
  it("has 12 fictional entries with 555-01xx numbers and unique ids", () => {
    expect(references).toHaveLength(12);
    expect(new Set(references.map((r) => r.id)).size).toBe(12);
    for (const r of references) expect(r.phone).toMatch(/^\(\d{3}\) 555-01\d{2}$/);
  });

  it("filters by case-insensitive substring over company, contact, job name and location", () => {
    expect(filterReferences(references, "")).toHaveLength(12);
    expect(filterReferences(references, "  ")).toHaveLength(12);
    expect(filterReferences(references, "PASADENA").map((r) => r.id)).toEqual([1]);
    expect(filterReferences(references, "marisol").map((r) => r.id)).toEqual([1]);
    expect(filterReferences(references, "balcon").map((r) => r.id)).toEqual([2, 6, 10]);
    expect(filterReferences(references, "hoa").map((r) => r.id)).toEqual([2, 5]);
    expect(filterReferences(references, "zzz")).toEqual([]);
  });
});
