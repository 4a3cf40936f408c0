import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LeadsDb } from "./leads-db.server";

const lead = {
  form: "quote" as const,
  page: "/contact",
  name: "Dana",
  email: "dana@example.com",
  phone: "3105550100",
  service: "decking",
  message: "Hi",
};

describe("LeadsDb", () => {
  it("creates its schema in a new file, in WAL mode, and keeps leads across reopening", () => {
    const path = join(mkdtempSync(join(tmpdir(), "leads-")), "nested", "leads.db");
    const db = new LeadsDb(path);
    expect((db.db.prepare("PRAGMA journal_mode").get() as { journal_mode: string }).journal_mode).toBe("wal");
    const id = db.insertLead(lead);
    db.close();
    const again = new LeadsDb(path);
    expect(again.getLead(id)).toMatchObject({ name: "Dana", form: "quote", page: "/contact", flagged: 0 });
    again.close();
  });

  it("queues one notification per accepted lead, none for flagged ones", () => {
    const db = new LeadsDb(":memory:");
    const ok = db.insertLead(lead, new Date(1000));
    const bot = db.insertLead({ ...lead, flagReason: "honeypot filled" }, new Date(1000));
    expect(db.getLead(bot)).toMatchObject({ flagged: 1, flag_reason: "honeypot filled" });
    const due = db.dueNotifications(2000);
    expect(due.map((d) => d.lead_id)).toEqual([ok]);
    db.markFailed(due[0]!.id, "connection refused", 10_000);
    expect(db.dueNotifications(5000)).toEqual([]);
    expect(db.dueNotifications(10_000)).toHaveLength(1);
    db.markSent(due[0]!.id);
    expect(db.dueNotifications(Number.MAX_SAFE_INTEGER)).toEqual([]);
    expect(db.outboxStatus(ok)).toMatchObject({ status: "sent", attempts: 2 });
    db.close();
  });

  it("stores hostile text as plain data", () => {
    const db = new LeadsDb(":memory:");
    const name = "Robert'); DROP TABLE leads;--";
    const id = db.insertLead({ ...lead, name, message: "<script>alert(1)</script>" });
    expect(db.getLead(id)?.name).toBe(name);
    expect(db.listLeads()).toHaveLength(1);
    db.close();
  });

  it("deletes the leads older than a cutoff together with their notifications, and nothing newer", () => {
    const db = new LeadsDb(":memory:");
    const old = db.insertLead(lead, new Date("2023-01-10T12:00:00Z"));
    const oldFlagged = db.insertLead(
      { ...lead, flagReason: "honeypot filled" },
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
    db.close();
  });
});
