import { describe, expect, it } from "vitest";
import { formatDate } from "./format-date";

describe("formatDate", () => {
  it("formats a calendar day the same in every time zone", () => {
    expect(formatDate("2025-07-15")).toBe("July 15, 2025");
    expect(formatDate("2013-07-17")).toBe("July 17, 2013");
    expect(formatDate("2023-02-09")).toBe("February 9, 2023");
  });

  it("writes the date the Spanish way on Spanish pages", () => {
    expect(formatDate("2025-07-15", "es")).toBe("15 de julio de 2025");
    expect(formatDate("2023-02-09", "es")).toBe("9 de febrero de 2023");
  });

  it("returns anything that is not a date unchanged", () => {
    expect(formatDate("2025-13-01")).toBe("2025-13-01");
    expect(formatDate("yesterday")).toBe("yesterday");
    expect(formatDate("2025-02-30")).toBe("2025-02-30");
  });
});
