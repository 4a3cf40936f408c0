import { describe, expect, it } from "vitest";
import { company, formatAddress, hoursLines, licenceLine, yearsInBusiness } from "./company";

describe("company facts", () => {
  it("derives years in business from the founding year", () => {
    expect(yearsInBusiness(new Date("2026-11-21T12:00:00Z"))).toBe(40);
    expect(yearsInBusiness(new Date("2030-01-02T12:00:00Z"))).toBe(44);
  });

  it("uses fictional 555-01xx phone numbers", () => {
    for (const n of [company.phone, company.sms]) {
      expect(n.e164).toMatch(/^\+1\d{3}55501\d{2}$/);
      expect(n.display).toMatch(/555-01\d{2}/);
    }
  });

  it("states the hours once, in one format for header and footer", () => {
    expect(hoursLines("short")).toEqual(["Mon–Fri 8 AM – 6 PM", "Sat 9 AM – 5 PM", "Sun Closed"]);
    expect(hoursLines("long")[0]).toBe("Monday to Friday 8 AM – 6 PM");
  });

  it("formats the licence and the address", () => {
    expect(licenceLine()).toBe(`California CSLB Lic. #${company.licence.number}`);
    expect(formatAddress()).toContain(company.address.city);
  });
});
