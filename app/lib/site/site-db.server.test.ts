import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, describe, expect, it } from "vitest";
import { parsePhone } from "../forms/phone";
import { MIGRATIONS } from "./migrations.server";
import { SiteDb } from "./site-db.server";
import { openStores } from "./site-db.testing";

/**
 * fixtures/version-6.db was made by the code of commit 2c42876 (before each capability owned its steps):
 * its LeadsDb ran steps 1–6 and stored a sent and a pending lead notice, a flagged lead, a booking with its
 * link's hash, a queued confirmation, a closure and a webhook delivery (fixtures/README.md says how).
 */
const FIXTURE = new URL("./fixtures/version-6.db", import.meta.url).pathname;

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
const copyOfFixture = () => {
  const dir = mkdtempSync(join(tmpdir(), "site-db-"));
  dirs.push(dir);
  const path = join(dir, "leads.db");
  copyFileSync(FIXTURE, path);
  return path;
};

describe("the site's database", () => {
  it("upgrades a version-6 file made by the previous code: every row survives and the new steps apply", () => {
    const path = copyOfFixture();
    const raw = new DatabaseSync(path);
    expect(raw.prepare("PRAGMA user_version").get()).toEqual({ user_version: 6 });
    const before = Object.fromEntries(
      ["leads", "messages", "bookings", "booking_tokens", "closures", "webhook_deliveries"].map((t) => [
        t,
        raw.prepare(`SELECT * FROM ${t} ORDER BY rowid`).all(),
      ]),
    );
    raw.close();

    const stores = openStores(path);
    try {
      expect(stores.site.version()).toBe(MIGRATIONS.length);
      expect(MIGRATIONS.length).toBeGreaterThan(6);
      // Every row of every table is still there, unchanged (the columns later steps added, and the ones a
      // step rewrote, aside: phones are stored as E.164 since the booking and lead phone steps, checked below).
      const rewritten: Record<string, string[]> = {
        bookings: ["phone", "phone_key"],
        leads: ["phone", "fingerprint"],
      };
      for (const [table, rows] of Object.entries(before)) {
        const after = stores.site.db.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all();
        const columns = Object.keys(rows[0] ?? {}).filter((c) => !rewritten[table]?.includes(c));
        const kept = (row: Record<string, unknown>) => Object.fromEntries(columns.map((c) => [c, row[c]]));
        expect(after.map(kept)).toEqual(rows.map(kept));
      }
      // Phones as typed are read into E.164 with the extension apart, and the duplicate check's key
      // follows, so a resubmission right after the upgrade still merges.
      const phones = before.leads!.map((l) => [l.phone, parsePhone(String(l.phone))?.e164]);
      expect(phones.every(([typed, e164]) => typed !== e164 && e164)).toBe(true);
      expect(
        stores.site.db.prepare("SELECT phone, phone_ext, best_time FROM leads ORDER BY rowid").all(),
      ).toEqual(phones.map(([, e164]) => ({ phone: e164, phone_ext: "", best_time: null })));
      const dana = stores.leads.listLeads(10).find((l) => l.name === "Dana Ruiz")!;
      expect(stores.leads.findDuplicate(dana, new Date(0))?.id).toBe(dana.id);
      // Through each capability's store.
      const leads = stores.leads.listLeads(10);
      expect(leads.map((l) => [l.name, l.language, l.flagged])).toEqual([
        ["Bot", "en", 1],
        ["Marisol Ortega", "es", 0],
        ["Dana Ruiz", "en", 0],
      ]);
      // The office's step: each older lead's door is what its form says, and every request starts its pipeline.
      expect(leads.map((l) => [l.door, l.stage, l.contacted_at])).toEqual([
        ["quote-form", "new", null],
        ["quote-form", "new", null],
        ["quote-form", "new", null],
      ]);
      expect(stores.leads.outboxStatus(leads[2]!.id)).toMatchObject({ status: "sent", attempts: 1 });
      expect(stores.leads.outboxStatus(leads[1]!.id)).toMatchObject({
        status: "pending",
        attempts: 1,
        last_error: "connect ECONNREFUSED 127.0.0.1:25",
      });
      const booking = stores.bookings.listFrom(new Date(0))[0]!;
      expect(booking).toMatchObject({
        name: "Lee Park",
        window_id: "2026-12-02-am",
        status: "booked",
        stage: "booked",
        phone: "+13105550177",
        phone_ext: "",
      });
      expect(stores.bookings.closures()).toEqual(new Set(["2026-12-24"]));
      expect(stores.messages.countVisitorMessages("lee@example.com", new Date(0))).toBe(1);
      expect(stores.deliveries.recent(10)).toEqual([
        expect.objectContaining({ type: "booking.created", booking_id: booking.id, attempts: 1 }),
      ]);
      // The new step: messages carry a lease, free on every existing row, and a lease is honoured.
      const due = stores.messages.due(Number.MAX_SAFE_INTEGER);
      expect(due.map((m) => [m.lead_id, m.booking_id, m.leased_until])).toEqual([
        [leads[1]!.id, null, 0],
        [null, booking.id, 0],
      ]);
      const far = Date.parse("2030-01-01T00:00:00Z");
      expect(stores.messages.claim(far, 10, 60_000).map((m) => m.id)).toEqual(due.map((m) => m.id));
      expect(stores.messages.claim(far + 1_000, 10, 60_000)).toEqual([]);
      expect(stores.messages.claim(far + 60_000, 10, 60_000)).toHaveLength(2);
      // And the file takes new rows as today's code writes them.
      expect(
        stores.leads.insertLead({ form: "quote", page: "/", name: "New", email: "n@example.com", phone: "" }),
      ).toBeGreaterThan(leads[0]!.id);
    } finally {
      stores.close();
    }
  });

  it("joins a transaction begun around it: the change and what goes with it commit or roll back together", () => {
    const site = new SiteDb(":memory:");
    site.db.exec("CREATE TABLE t (v TEXT)");
    const insert = (v: string) => site.db.prepare("INSERT INTO t (v) VALUES (?)").run(v);
    site.transaction(() => {
      insert("change");
      site.transaction(() => insert("audit"));
    });
    expect(() =>
      site.transaction(() => {
        site.transaction(() => insert("lost change"));
        throw new Error("the audit failed");
      }),
    ).toThrow("the audit failed");
    expect(site.db.isTransaction).toBe(false);
    expect(site.db.prepare("SELECT v FROM t ORDER BY rowid").all()).toEqual([
      { v: "change" },
      { v: "audit" },
    ]);
    site.close();
  });

  it("applies no step twice: reopening an upgraded file changes nothing", () => {
    const path = copyOfFixture();
    openStores(path).close();
    const again = openStores(path);
    expect(again.site.version()).toBe(MIGRATIONS.length);
    expect(again.leads.countLeads()).toBe(3);
    again.close();
  });
});
