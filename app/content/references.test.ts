import { describe, expect, it } from "vitest";
import { references as referencesEs } from "./es/references";
import { filterReferences, references, searchable } from "./references";

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

  it("ignores accents both ways, and spaces around or doubled", () => {
    expect(searchable("  Santa  Mónica ")).toBe("santa monica");
    expect(searchable("Ñandú ÜBER")).toBe("nandu uber");
    const malibu = references.find((r) => r.location === "Malibu")!.id;
    expect(filterReferences(references, "Malibú").map((r) => r.id)).toEqual([malibu]);
  });
});

describe("references in Spanish", () => {
  const ids = (q: string) => filterReferences(referencesEs, q).map((r) => r.id);
  const idWhere = (pick: (r: (typeof references)[number]) => boolean) => references.find(pick)!.id;

  it("keep the companies, contacts and phones, and translate every job name", () => {
    expect(referencesEs.map((r) => [r.id, r.company, r.contact, r.phone])).toEqual(
      references.map((r) => [r.id, r.company, r.contact, r.phone]),
    );
    referencesEs.forEach((r, i) => expect(r.jobName, String(r.id)).not.toBe(references[i]!.jobName));
  });

  it("name the places the Spanish way", () => {
    const locations = referencesEs.map((r) => r.location);
    expect(locations).toEqual(expect.arrayContaining(["Santa Mónica", "Malibú", "Los Ángeles"]));
    expect(locations).not.toEqual(expect.arrayContaining(["Santa Monica"]));
  });

  it("are found by their Spanish words, with or without accents", () => {
    expect(ids("jardineras")).toEqual([idWhere((r) => r.jobName === "Planter box waterproofing")]);
    expect(ids("Malibú")).toEqual([idWhere((r) => r.location === "Malibu")]);
    expect(ids("malibu")).toEqual(ids("Malibú"));
    expect(ids("santa monica")).toEqual([idWhere((r) => r.location === "Santa Monica")]);
    expect(ids("ALBERCA")).toEqual([idWhere((r) => r.jobName.includes("pool deck"))]);
    expect(ids("impermeabilizacion")).toEqual(ids("impermeabilización"));
  });
});
