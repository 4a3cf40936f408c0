import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DatabaseSync } from "node:sqlite";
import { storedLead } from "./lead-fixtures.testing";
import { MIGRATIONS } from "../site/migrations.server";
import { openStores } from "../site/site-db.testing";
import { DUPLICATE_QUERY } from "./leads-db.server";

const lead = { ...storedLead, service: "decking", message: "Hi" };

describe("LeadsDb", () => {
  it("creates its schema in a new file, in WAL mode, and keeps leads across reopening", () => {
    const path = join(mkdtempSync(join(tmpdir(), "leads-")), "nested", "leads.db");
    const stores = openStores(path);
    const db = stores.leads;
    expect(
      (stores.site.db.prepare("PRAGMA journal_mode").get() as { journal_mode: string }).journal_mode,
    ).toBe("wal");
    const id = db.insertLead(lead);
    stores.close();
    const againStores = openStores(path);
    const again = againStores.leads;
    expect(again.getLead(id)).toMatchObject({ name: "Dana", form: "quote", page: "/contact", flagged: 0 });
    againStores.close();
  });

  it("queues one notification per accepted lead, none for flagged ones", () => {
    const stores = openStores(":memory:");
    const db = stores.leads;
    const ok = db.insertLead(lead, new Date(1000));
    const bot = db.insertLead({ ...lead, flag_reason: "honeypot filled" }, new Date(1000));
    expect(db.getLead(bot)).toMatchObject({ flagged: 1, flag_reason: "honeypot filled" });
    const due = stores.messages.due(2000);
    expect(due.map((d) => d.lead_id)).toEqual([ok]);
    stores.messages.failed(due[0]!.id, "connection refused", 10_000);
    expect(stores.messages.due(5000)).toEqual([]);
    expect(stores.messages.due(10_000)).toHaveLength(1);
    stores.messages.sent(due[0]!.id);
    expect(stores.messages.due(Number.MAX_SAFE_INTEGER)).toEqual([]);
    expect(db.outboxStatus(ok)).toMatchObject({ status: "sent", attempts: 2 });
    stores.close();
  });

  it("stores hostile text as plain data", () => {
    const stores = openStores(":memory:");
    const db = stores.leads;
    const name = "Robert'); DROP TABLE leads;--";
    const id = db.insertLead({ ...lead, name, message: "<script>alert(1)</script>" });
    expect(db.getLead(id)?.name).toBe(name);
    expect(db.listLeads()).toHaveLength(1);
    stores.close();
  });

  it("deletes the leads older than a cutoff together with their notifications, and nothing newer", () => {
    const stores = openStores(":memory:");
    const db = stores.leads;
    const old = db.insertLead(lead, new Date("2023-01-10T12:00:00Z"));
    const oldFlagged = db.insertLead(
      { ...lead, flag_reason: "honeypot filled" },
      new Date("2023-02-01T00:00:00Z"),
    );
    const recent = db.insertLead(lead, new Date("2025-06-01T12:00:00Z"));
    expect(db.deleteLeadsBefore(new Date("2024-01-01T00:00:00Z"))).toBe(2);
    expect(db.getLead(old)).toBeUndefined();
    expect(db.getLead(oldFlagged)).toBeUndefined();
    expect(db.outboxStatus(old)).toBeUndefined();
    expect(db.getLead(recent)).toBeDefined();
    expect(db.outboxStatus(recent)).toBeDefined();
    expect(db.deleteLeadsBefore(new Date("2024-01-01T00:00:00Z"))).toBe(0);
    stores.close();
  });

  it("finds a resubmission by form, name, message, e-mail and phone", () => {
    const stores = openStores(":memory:");
    const db = stores.leads;
    const id = db.insertLead(lead, new Date("2026-01-01T10:00:00Z"));
    const phoneOnly = db.insertLead({ ...lead, email: "" }, new Date("2026-01-01T10:00:00Z"));
    const since = new Date("2026-01-01T09:55:00Z");
    expect(db.findDuplicate(lead, since)?.id).toBe(id);
    // A missing e-mail or phone is stored as "": the one given must match.
    expect(db.findDuplicate({ ...lead, email: "" }, since)?.id).toBe(phoneOnly);
    // Another message, form, e-mail or phone: a new lead (colleagues share a phone).
    expect(db.findDuplicate({ ...lead, message: "Another job" }, since)).toBeUndefined();
    expect(db.findDuplicate({ ...lead, form: "emergency" }, since)).toBeUndefined();
    expect(db.findDuplicate({ ...lead, phone: "" }, since)).toBeUndefined();
    expect(db.findDuplicate({ ...lead, email: "x@example.com" }, since)).toBeUndefined();
    // Someone else on the same shared phone with a short note is someone else.
    expect(db.findDuplicate({ ...lead, name: "Another Person" }, since)).toBeUndefined();
    // Older than the window.
    expect(db.findDuplicate(lead, new Date("2026-01-01T10:00:01Z"))).toBeUndefined();
    stores.close();
  });

  it("finds a duplicate through an index, at a cost that does not grow with the table", () => {
    const stores = openStores(":memory:");
    const db = stores.leads;
    const start = Date.parse("2026-01-01T10:00:00Z");
    // 5,000 leads in the last ten minutes, then the one sent again.
    for (let i = 0; i < 5_000; i++)
      db.insertLead({ ...lead, name: `Lead ${i}`, phone: `310555${i}` }, new Date(start + i * 100));
    const id = db.insertLead(lead, new Date(start + 500_000));
    stores.site.db.exec("ANALYZE");
    const plan = (
      stores.site.db
        .prepare(`EXPLAIN QUERY PLAN ${DUPLICATE_QUERY}`)
        .all("f", "2026", "quote", "", "", "", "") as {
        detail: string;
      }[]
    ).map((row) => row.detail);
    expect(plan.join("\n")).toMatch(
      /^SEARCH leads USING INDEX leads_fingerprint \(fingerprint=\? AND created_at>\?\)/,
    );
    expect(plan.join("\n")).not.toMatch(/\bSCAN\b/);
    expect(db.findDuplicate(lead, new Date(start))?.id).toBe(id);
    stores.close();
  });

  it("fingerprints the leads of a database made before the fingerprint column, so they still merge", () => {
    const dir = mkdtempSync(join(tmpdir(), "leads-"));
    const path = join(dir, "leads.db");
    // The first schema, as an existing file holds it, with a notification still waiting in the outbox.
    const old = new DatabaseSync(path);
    old.exec(MIGRATIONS[0] as string);
    old.exec("PRAGMA user_version = 1");
    old
      .prepare(
        "INSERT INTO leads (created_at, form, page, name, email, phone, message, flagged) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
      )
      .run(
        "2026-01-01T10:00:00.000Z",
        "quote",
        "/contact",
        lead.name,
        lead.email,
        lead.phone,
        lead.message,
        0,
      );
    old.prepare("INSERT INTO outbox (lead_id, next_attempt_at) VALUES (1, 0)").run();
    old.close();
    const raw = new DatabaseSync(path);
    expect(
      raw.prepare("SELECT COUNT(*) AS n FROM pragma_table_info('leads') WHERE name = 'fingerprint'").get(),
    ).toEqual({ n: 0 });
    raw.close();

    const stores = openStores(path);
    const db = stores.leads;
    expect(
      (stores.site.db.prepare("PRAGMA user_version").get() as { user_version: number }).user_version,
    ).toBe(MIGRATIONS.length);
    const existing = db.listLeads()[0]!;
    expect(existing.fingerprint).toEqual(expect.any(String));
    // Leads from before the language column came in English.
    expect(existing.language).toBe("en");
    expect(db.findDuplicate(lead, new Date("2026-01-01T09:55:00Z"))?.id).toBe(existing.id);
    // The waiting notification moved into the message queue, to be composed from its lead when sent.
    const [waiting, ...more] = stores.messages.due(Date.now());
    expect(more).toEqual([]);
    expect(waiting).toMatchObject({ lead_id: existing.id, recipient: "contractor", mail: null });
    expect(db.getLead(waiting!.lead_id!)?.name).toBe(lead.name);
    stores.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("reports itself unhealthy when its file is made read-only", () => {
    const path = join(mkdtempSync(join(tmpdir(), "leads-")), "leads.db");
    const stores = openStores(path);
    expect(stores.site.health()).toEqual({ ok: true });
    chmodSync(path, 0o444);
    expect(stores.site.health()).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/read-only|EACCES/),
    });
    chmodSync(path, 0o644);
    expect(stores.site.health()).toEqual({ ok: true });
    stores.close();
  });

  it("makes an online backup that opens and holds every lead", async () => {
    const dir = mkdtempSync(join(tmpdir(), "leads-"));
    const stores = openStores(join(dir, "leads.db"));
    const db = stores.leads;
    const ids = Array.from({ length: 25 }, (_, i) => db.insertLead({ ...lead, name: `Lead ${i}` }));
    await stores.site.backupTo(join(dir, "backups", "copy.db"));
    db.insertLead({ ...lead, name: "After the backup" });
    const copyStores = openStores(join(dir, "backups", "copy.db"));
    const copy = copyStores.leads;
    expect(copy.countLeads()).toBe(25);
    expect(
      copy
        .listLeads(100)
        .map((l) => l.id)
        .sort((a, b) => a - b),
    ).toEqual(ids);
    expect(copy.getLead(ids[3]!)).toMatchObject({ name: "Lead 3", email: lead.email });
    expect(copy.outboxStatus(ids[0]!)).toMatchObject({ status: "pending" });
    copyStores.close();
    stores.close();
  });
});
