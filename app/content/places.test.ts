import { describe, expect, it } from "vitest";
import { about } from "./about";
import {
  areas,
  citiesServed,
  otherPlacesServed,
  placesServed,
  serviceAreas,
  type OtherPlaceName,
} from "./areas";
import { company, formatAddress } from "./company";
import { copyFor } from "./copy";
import * as areasEs from "./es/areas";
import { about as aboutEs } from "./es/about";
import { galleryItemsByLang } from "./gallery";
import { testimonials as testimonialsEs } from "./es/testimonials";

/** The English spellings that running Spanish text writes the Spanish way (docs/spanish-style.md). */
const UNACCENTED = /\b(Los Angeles|Santa Monica|Malibu)\b/;
/** Names kept as they are in every language: neighborhoods ("Malibu Colony") and the postal address. */
const keptNames = [...areas.flatMap((a) => a.neighborhoods), formatAddress(), company.address.city];

/** Every string in a value (functions called with a sample argument are left out: they are templates). */
function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (value && typeof value === "object") for (const v of Object.values(value)) strings(v, out);
  return out;
}

const withoutKeptNames = (text: string) =>
  [...keptNames].sort((a, b) => b.length - a.length).reduce((t, name) => t.split(name).join(" "), text);

describe("places served", () => {
  it("are derived from the area records: their cities first, in both lists and both languages", () => {
    for (const list of [serviceAreas, citiesServed])
      expect(list.slice(0, areas.length)).toEqual(areas.map((a) => a.city));
    for (const list of [areasEs.serviceAreas, areasEs.citiesServed])
      expect(list.slice(0, areasEs.areas.length)).toEqual(areasEs.areas.map((a) => a.city));
    expect(about.citiesServed).toEqual(citiesServed);
    expect(aboutEs.citiesServed).toEqual(areasEs.citiesServed);
    expect(copyFor("en").company.serviceAreas).toEqual(serviceAreas);
    expect(copyFor("es").company.serviceAreas).toEqual(areasEs.serviceAreas);
  });

  it("a new area page joins both lists, and a short-list place joins the one-line list", () => {
    const extra = { ...areas[0]!, city: "Long Beach" };
    const lists = placesServed([...areas, extra], (name) => name);
    expect(lists.serviceAreas).toContain("Long Beach");
    expect(lists.citiesServed).toContain("Long Beach");
    const shortList = otherPlacesServed.filter((p) => p.inShortList).map((p) => p.name);
    expect(lists.serviceAreas.slice(areas.length + 1)).toEqual(shortList);
  });

  it("name a place once when it gets an area page while still among the other places", () => {
    for (const [records, nameOf] of [
      [areas, (name: OtherPlaceName) => name],
      [areasEs.areas, areasEs.placeName],
    ] as const) {
      const place = otherPlacesServed.find((p) => p.kind === "city" && p.inShortList)!;
      const lists = placesServed([...records, { ...records[0]!, city: nameOf(place.name) }], nameOf);
      for (const list of [lists.serviceAreas, lists.citiesServed]) {
        expect(list.filter((name) => name === nameOf(place.name))).toHaveLength(1);
        expect(new Set(list).size).toBe(list.length);
      }
    }
  });

  it("are named the Spanish way in Spanish, and the same way in English", () => {
    expect(areasEs.serviceAreas).toEqual(expect.arrayContaining(["Los Ángeles", "Santa Mónica", "Malibú"]));
    expect(areasEs.citiesServed).toEqual(expect.arrayContaining(["Los Ángeles", "Santa Mónica", "Malibú"]));
    expect(serviceAreas).toEqual(expect.arrayContaining(["Los Angeles", "Santa Monica", "Malibu"]));
    expect(areasEs.placeName("Torrance")).toBe("Torrance");
  });
});

describe("running Spanish text", () => {
  it("writes Los Ángeles, Santa Mónica and Malibú; the postal address keeps its postal form", () => {
    const spanish = [
      ...strings(copyFor("es")),
      ...strings(galleryItemsByLang.es),
      ...strings(testimonialsEs),
      copyFor("es").company.officeCity,
    ];
    const left = spanish.filter((s) => UNACCENTED.test(withoutKeptNames(s)));
    expect(left).toEqual([]);
    expect(copyFor("es").company.officeCity).toBe("Santa Mónica");
    expect(formatAddress()).toContain("Santa Monica, CA");
  });

  it("the check catches an unaccented name in a caption", () => {
    expect(UNACCENTED.test(withoutKeptNames("Terraza en Malibu"))).toBe(true);
    expect(UNACCENTED.test(withoutKeptNames("Terraza en Malibú, cerca de Malibu Colony"))).toBe(false);
  });
});
