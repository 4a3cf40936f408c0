import { describe, expect, it } from "vitest";
import { areas } from "~/content/areas";
import { columnsFor } from "./card-grid";

describe("columnsFor", () => {
  it("never leaves a hole in the last row of a wide grid", () => {
    expect([3, 4, 6, 8, 9].map(columnsFor)).toEqual([3, 4, 3, 4, 3]);
    expect(columnsFor(2)).toBe(2);
    for (const a of areas) expect(a.whyUs.length % columnsFor(a.whyUs.length), a.city).toBe(0);
  });
});
