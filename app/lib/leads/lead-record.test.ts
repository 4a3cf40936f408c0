import { describe, expect, it } from "vitest";
import { tableProblems } from "../site/record.testing";
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
    expect(tableProblems("leads", LEAD_COLUMNS)).toEqual([]);
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
