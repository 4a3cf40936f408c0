import { describe, expect, it } from "vitest";
import { SiteDb } from "../site/site-db.server";
import { openStores } from "../site/site-db.testing";
import {
  LEAD_COLUMNS,
  LEAD_CSV_COLUMNS,
  LEAD_FIELD_CAPS,
  type LeadColumn,
  type NewLead,
} from "./lead-record";
import { LEAD_FIELDS } from "./lead-wire";

describe("the lead record's declaration", () => {
  it("names exactly the columns of the leads table after every schema step, nullable where the table is", () => {
    const site = new SiteDb(":memory:");
    const table = site.db.prepare("PRAGMA table_info(leads)").all() as {
      name: string;
      notnull: number;
      pk: number;
      dflt_value: string | null;
    }[];
    site.close();
    expect(table.map((c) => c.name).sort()).toEqual(Object.keys(LEAD_COLUMNS).sort());
    for (const c of table) {
      const spec = LEAD_COLUMNS[c.name as LeadColumn];
      // A NOT NULL column never holds null (the key is SQLite's rowid: never null once stored).
      const nullable = c.notnull === 0 && c.pk === 0;
      expect(spec.schema.safeParse(null).success, `${c.name} nullable`).toBe(nullable);
      // A column the INSERT may leave out has a default in the table.
      if (spec.default !== undefined) expect(c.dflt_value, `${c.name} default`).not.toBeNull();
    }
  });

  it("stores every column a new lead gives, none dropped: the INSERT is the declaration's", () => {
    const stores = openStores();
    const given = Object.keys(LEAD_COLUMNS).filter((k) =>
      ["visitor", "request"].includes(LEAD_COLUMNS[k as LeadColumn].filler),
    ) as LeadColumn[];
    // A value each column accepts that no other column holds (an option for an enum).
    const lead = Object.fromEntries(
      given.map((k) => [
        k,
        [`v-${k}`, "emergency", "es", "mcp"].find((v) => LEAD_COLUMNS[k].schema.safeParse(v).success),
      ]),
    ) as unknown as NewLead;
    const row = stores.leads.getLead(stores.leads.insertLead(lead))!;
    for (const k of given) expect(row[k], k).toBe(lead[k as keyof NewLead]);
    expect(row).toMatchObject({ flagged: 1, stage: "new", lost_reason: null, contacted_at: null });
    stores.close();
  });

  it("gives the CSV its columns, and each typed field its cap", () => {
    expect(LEAD_CSV_COLUMNS).toContain("best_time");
    expect(LEAD_CSV_COLUMNS).not.toContain("ip");
    expect(Object.keys(LEAD_FIELD_CAPS).sort()).toEqual([...LEAD_FIELDS].sort());
    for (const f of LEAD_FIELDS) expect(LEAD_FIELD_CAPS[f], f).toBeGreaterThan(0);
  });
});
