import { describe, expect, it } from "vitest";
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
    const lines = leadsToCsv(db.listLeads()).trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "id,created_at,form,language,page,name,email,phone,phone_ext,service,message,best_time,flagged,flag_reason",
    );
    expect(lines[1]).toContain(",quote,en,/contact,First,a@example.com,'+13105550100,12,,,Mornings,0,");
    expect(lines[2]).toContain(",emergency,es,/es,Segunda,");
    close();
  });
});
