import { describe, expect, it } from "vitest";
import { parsePhone } from "~/lib/forms/phone";
import { placeName } from "./es/areas";
import { references as referencesEs } from "./es/references";
import { filterReferences, references, searchable, type Reference } from "./references";

/** A made-up sheet for the search's rules, so they hold whatever references the contractor lists. */
const sheet: readonly Reference[] = [
  {
    id: 1,
    company: "Arroyo Builders",
    contact: "Marisol Vega",
    phone: "",
    jobName: "Hillside decks",
    location: "Pasadena",
  },
  {
    id: 2,
    company: "Bayview HOA",
    contact: "Trent Okafor",
    phone: "",
    jobName: "Balcony recoat",
    location: "Santa Monica",
  },
  {
    id: 3,
    company: "Canyon Oak",
    contact: "Lena Whitfield",
    phone: "",
    jobName: "Roof deck",
    location: "Malibu",
  },
  {
    id: 4,
    company: "Harbor Homes",
    contact: "Julian Park",
    phone: "",
    jobName: "Condo balconies",
    location: "Long Beach",
  },
];
const found = (list: readonly Reference[], q: string) => filterReferences(list, q).map((r) => r.id);

describe("references", () => {
  it("give each reference its own id and a phone number that can be called", () => {
    expect(references.length).toBeGreaterThan(0);
    expect(new Set(references.map((r) => r.id)).size).toBe(references.length);
    for (const r of references) expect(parsePhone(r.phone), `${r.id}: ${r.phone}`).not.toBeNull();
  });

  it("filters by case-insensitive substring over company, contact, job name and location", () => {
    expect(found(sheet, "")).toEqual([1, 2, 3, 4]);
    expect(found(sheet, "  ")).toEqual([1, 2, 3, 4]);
    expect(found(sheet, "PASADENA")).toEqual([1]);
    expect(found(sheet, "marisol")).toEqual([1]);
    expect(found(sheet, "balcon")).toEqual([2, 4]);
    expect(found(sheet, "hoa")).toEqual([2]);
    expect(found(sheet, "oak")).toEqual([3]);
    expect(found(sheet, "zzz")).toEqual([]);
  });

  it("ignores accents both ways, and spaces around or doubled", () => {
    expect(searchable("  Santa  Mónica ")).toBe("santa monica");
    expect(searchable("Ñandú ÜBER")).toBe("nandu uber");
    expect(found(sheet, "Malibú")).toEqual([3]);
    expect(found(sheet, "santa  monica")).toEqual([2]);
  });

  it("find every listed reference by its company, contact, job name and place", () => {
    for (const r of references) {
      for (const field of [r.company, r.contact, r.jobName, r.location]) {
        expect(found(references, field.toUpperCase()), field).toContain(r.id);
      }
    }
  });
});

describe("references in Spanish", () => {
  it("keep the companies, contacts and phones, and translate every job name", () => {
    expect(referencesEs.map((r) => [r.id, r.company, r.contact, r.phone])).toEqual(
      references.map((r) => [r.id, r.company, r.contact, r.phone]),
    );
    referencesEs.forEach((r, i) => expect(r.jobName, String(r.id)).not.toBe(references[i]!.jobName));
  });

  it("name the places the Spanish way", () => {
    expect(referencesEs.map((r) => r.location)).toEqual(references.map((r) => placeName(r.location)));
    expect(placeName("Santa Monica")).toBe("Santa Mónica");
  });

  it("are found by their Spanish words, with or without accents", () => {
    for (const r of referencesEs) {
      for (const field of [r.jobName, r.location]) {
        expect(found(referencesEs, field), field).toContain(r.id);
        expect(found(referencesEs, searchable(field)), field).toContain(r.id);
      }
    }
  });
});
