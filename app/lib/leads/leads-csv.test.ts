import { describe, expect, it } from "vitest";
import { company } from "~/content/company";
import { csvField, leadsToCsv } from "./leads-csv";
import { openStores } from "../site/site-db.testing";

describe("leads CSV export", () => {
  it("quotes commas, quotes and line breaks", () => {
    expect(csvField('Deck, "upper" level\nleaks')).toBe('"Deck, ""upper"" level\nleaks"');
    expect(csvField(null)).toBe("");
    expect(csvField(42)).toBe("42");
  });

  it("defuses spreadsheet formulas", () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvField("+1 310 555 0100")).toBe("'+1 310 555 0100");
    expect(csvField("@SUM(A1)")).toBe("'@SUM(A1)");
  });

  it("isolates a cell with bidi controls or right-to-left text (FSI … PDI), so it cannot reorder its row", () => {
    const FSI = "\u2068";
    const PDI = "\u2069";
    expect(csvField("Ana \u202Egnp.exe")).toBe(`${FSI}Ana \u202Egnp.exe${PDI}`);
    expect(csvField("\u2067x")).toBe(`${FSI}\u2067x${PDI}`);
    expect(csvField("שלום")).toBe(`${FSI}שלום${PDI}`);
    expect(csvField("مرحبا, عالم")).toBe(`"${FSI}مرحبا, عالم${PDI}"`);
    // Plain cells stay as they were.
    expect(csvField("José Núñez")).toBe("José Núñez");
    expect(csvField("Deck, upper")).toBe('"Deck, upper"');
  });

  it("writes a header and the leads oldest first", () => {
    const { leads: db, close } = openStores();
    db.insertLead({
      form: "quote",
      page: "/contact",
      name: "First",
      email: "a@example.com",
      phone: "+13105550100",
      phone_ext: "12",
      best_time: "Mornings",
    });
    db.insertLead({
      form: "emergency",
      page: "/es",
      name: "Segunda",
      email: "b@example.com",
      phone: "+13105550101",
      language: "es",
    });
    const csv = leadsToCsv(db.listLeads());
    // A byte-order mark first, so a spreadsheet reads the file as UTF-8.
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const lines = csv.slice(1).trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      `id,created_at (${company.timeZone}),form,language,page,name,email,phone,phone_ext,service,message,best_time,flagged,flag_reason`,
    );
    expect(lines[1]).toContain(",quote,en,/contact,First,a@example.com,'+13105550100,12,,,Mornings,0,");
    expect(lines[2]).toContain(",emergency,es,/es,Segunda,");
    close();
  });

  it("writes each lead's time in the office's time zone, as a spreadsheet reads it", () => {
    const { leads: db, close } = openStores();
    // 17:30 UTC on 16 March 2027 is 10:30 in the office's zone (Pacific daylight time).
    const sent = new Date("2027-03-16T17:30:00Z");
    db.insertLead({ form: "quote", page: "/contact", name: "José", email: "j@example.com", phone: "" }, sent);
    const row = leadsToCsv(db.listLeads()).split("\r\n")[1]!;
    const local = new Intl.DateTimeFormat("sv-SE", {
      timeZone: company.timeZone,
      dateStyle: "short",
      timeStyle: "short",
    }).format(sent);
    expect(row.split(",")[1]).toBe(local);
    expect(row).not.toContain("2027-03-16T17:30");
    close();
  });
});
