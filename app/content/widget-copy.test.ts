import { describe, expect, it } from "vitest";
import { referenceCopy as referenceCopyEs } from "./es/widget-copy";
import { fill, referenceCopy } from "./widget-copy";

describe("widget strings", () => {
  it("fill their marks and leave unknown ones", () => {
    expect(fill("{n} of {count}", { n: 2, count: 9 })).toBe("2 of 9");
    expect(fill("{n} of {other}", { n: 2 })).toBe("2 of {other}");
  });

  it("choose the words that agree with each number: an exact form first, then `other`", () => {
    const text = "{n, plural, =0 {none} =1 {one item} other {items}}";
    expect(fill(text, { n: 0 })).toBe("none");
    expect(fill(text, { n: 1 })).toBe("one item");
    expect(fill(text, { n: 7 })).toBe("items");
  });

  it("count the references in Spanish with the verb agreeing with the first number, the noun with the second", () => {
    const es = (shown: number, total: number) => fill(referenceCopyEs.count, { shown, total });
    expect(es(1, 12)).toBe("Se muestra 1 de 12 empresas");
    expect(es(3, 12)).toBe("Se muestran 3 de 12 empresas");
    expect(es(0, 12)).toBe("Se muestran 0 de 12 empresas");
    expect(es(1, 1)).toBe("Se muestra 1 de 1 empresa");
  });

  it("and in English", () => {
    const en = (shown: number, total: number) => fill(referenceCopy.count, { shown, total });
    expect(en(1, 12)).toBe("Showing 1 of 12 companies");
    expect(en(1, 1)).toBe("Showing 1 of 1 company");
  });
});
