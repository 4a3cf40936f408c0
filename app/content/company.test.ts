import { describe, expect, it } from "vitest";
import {
  company,
  formatAddress,
  formatClock,
  hoursLines,
  isOfficeOpen,
  leadRetentionCutoff,
  leadRetentionMonths,
  licenceLine,
  northAmericanPhone,
  stats,
  yearsInBusiness,
} from "./company";
import { copyFor } from "./copy";
import { formatPhone, parsePhone } from "~/lib/forms/phone";

describe("company facts", () => {
  it("derives years in business from the founding year", () => {
    expect(yearsInBusiness(new Date("2026-11-21T12:00:00Z"))).toBe(40);
    expect(yearsInBusiness(new Date("2030-01-02T12:00:00Z"))).toBe(44);
  });

  it("states each phone number as a valid E.164 number, shown the way the forms write it back", () => {
    for (const n of [company.phone, company.sms, company.spanishLine.phone]) {
      const parsed = parsePhone(n.e164);
      expect(parsed, n.e164).toEqual({ e164: n.e164, extension: "" });
      expect(formatPhone(parsed!)).toBe(n.display);
    }
  });

  it("derives the displayed number from the E.164 one", () => {
    for (const e164 of ["+12135550100", "+19495551234", "+16612223344"] as const) {
      expect(northAmericanPhone(e164)).toEqual({ e164, display: formatPhone({ e164, extension: "" }) });
    }
  });

  it("states the hours once, in one format for header and footer", () => {
    expect(hoursLines("short")).toEqual(["Mon–Fri 8 AM – 6 PM", "Sat 9 AM – 5 PM", "Sun Closed"]);
    expect(hoursLines("long")[0]).toBe("Monday to Friday 8 AM – 6 PM");
  });

  it("formats the hours with one formatter in every language", () => {
    expect(copyFor("en").company.hoursLines("long")).toEqual(hoursLines("long"));
    const open = company.hours.find((h) => h.open && h.close)!;
    const spanish = copyFor("es").company.hoursLines("short")[company.hours.indexOf(open)];
    expect(spanish).toContain(`${formatClock(open.open!, "es")} – ${formatClock(open.close!, "es")}`);
    expect(formatClock("08:00", "en")).toBe("8 AM");
    expect(formatClock("17:30", "en")).toBe("5:30 PM");
  });

  it("formats the licence and the address", () => {
    expect(licenceLine()).toBe(`California CSLB Lic. #${company.licence.number}`);
    expect(formatAddress()).toContain(company.address.city);
  });

  it("states a CSLB licence as the board writes it: a number of digits and its classifications", () => {
    expect(company.licence.board).toBe("CSLB");
    expect(company.licence.number).toMatch(/^\d{1,8}$/);
    for (const c of company.licence.classes.split(", "))
      expect(c).toMatch(/^(A|B|B-2|C-\d{1,2}(\/D-\d{1,2})?)$/);
  });

  it("gives every stat its own id", () => {
    expect(new Set(stats.map((s) => s.id)).size).toBe(stats.length);
  });

  it("knows when the office is open, in Los Angeles time", () => {
    // Monday 2026-11-23: 16:30 UTC is 8:30 AM in Los Angeles (PST, UTC-8).
    expect(isOfficeOpen(new Date("2026-11-23T16:30:00Z"))).toBe(true);
    expect(isOfficeOpen(new Date("2026-11-23T15:30:00Z"))).toBe(false); // 7:30 AM
    expect(isOfficeOpen(new Date("2026-11-24T02:30:00Z"))).toBe(false); // Mon 6:30 PM
    expect(isOfficeOpen(new Date("2026-11-28T17:30:00Z"))).toBe(true); // Sat 9:30 AM
    expect(isOfficeOpen(new Date("2026-11-29T20:00:00Z"))).toBe(false); // Sunday noon
  });

  it("puts the retention cutoff the configured number of months back", () => {
    const cutoff = leadRetentionCutoff(new Date("2026-11-23T00:00:00Z"));
    const months = (2026 - cutoff.getUTCFullYear()) * 12 + (10 - cutoff.getUTCMonth());
    expect(months).toBe(leadRetentionMonths);
  });
});
