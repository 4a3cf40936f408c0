import { describe, expect, it } from "vitest";
import { countNoun } from "./count-noun";

describe("countNoun", () => {
  it("uses the singular for exactly one and the plural otherwise, zero included", () => {
    expect(countNoun(1, "lead")).toBe("1 lead");
    expect(countNoun(0, "lead")).toBe("0 leads");
    expect(countNoun(2, "photo")).toBe("2 photos");
  });

  it("takes an irregular plural", () => {
    expect(countNoun(1, "delivery", "deliveries")).toBe("1 delivery");
    expect(countNoun(5, "entry", "entries")).toBe("5 entries");
  });
});
