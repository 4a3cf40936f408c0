import { describe, expect, it } from "vitest";
import { formatPhone, parsePhone, phoneHref } from "./phone";

describe("parsePhone", () => {
  it("reads one US number however it is written", () => {
    const forms = ["(310) 555-0199", "310.555.0199", "+1 310 555 0199", "1 310 555 0199", "3105550199"];
    for (const f of forms) expect(parsePhone(f), f).toEqual({ e164: "+13105550199", extension: "" });
  });

  it("keeps the extension apart", () => {
    expect(parsePhone("310.555.0199 x12")).toEqual({ e164: "+13105550199", extension: "12" });
    expect(parsePhone("+1 310 555 0199 ext. 3")).toEqual({ e164: "+13105550199", extension: "3" });
  });

  it("tells a Mexican number from the US number with the same last ten digits", () => {
    expect(parsePhone("+52 424 555 0199")?.e164).toBe("+524245550199");
    expect(parsePhone("+52 424 555 0199")?.e164).not.toBe(parsePhone("424 555 0199")?.e164);
  });

  it("refuses trailing digits after other separators and numbers too short to exist", () => {
    for (const f of ["310-555-0199-1", "310 555 0199 (2)", "310-555-0199.3", "555-0199", "call me", ""])
      expect(parsePhone(f), f).toBeNull();
  });
});

describe("formatPhone and phoneHref", () => {
  it("write a stored number for people and for tel: links", () => {
    expect(formatPhone({ e164: "+13105550199", extension: "" })).toBe("(310) 555-0199");
    expect(formatPhone({ e164: "+13105550199", extension: "12" })).toBe("(310) 555-0199 ext. 12");
    expect(formatPhone({ e164: "+524245550199", extension: "" })).toBe("+52 424 555 0199");
    expect(phoneHref({ e164: "+13105550199", extension: "12" })).toBe("tel:+13105550199;ext=12");
  });
});
