import { describe, expect, it } from "vitest";
import { securityLogDays } from "~/content/company";
import { SiteDb } from "~/lib/site/site-db.server";
import {
  deleteExpiredSecurityEvents,
  listSecurityEvents,
  recordSecurityEvent,
  SECURITY_EVENT_CAP,
} from "./security-events.server";

const DAY = 86_400_000;
const count = (db: SiteDb["db"]) =>
  (db.prepare("SELECT COUNT(*) AS n FROM office_security_events").get() as { n: number }).n;

describe("the office's security events", () => {
  it("keep the kind, the person, the credential id and the address, newest first", () => {
    const { db } = new SiteDb(":memory:");
    recordSecurityEvent(db, { kind: "passkey-refused", credentialId: "cred-x", address: "203.0.113.9" });
    recordSecurityEvent(db, { kind: "sign-out-everywhere", userId: 4, address: "2001:db8::2" });
    expect(listSecurityEvents(db)).toMatchObject([
      { kind: "sign-out-everywhere", user_id: 4, credential_id: null, address: "2001:db8::2" },
      { kind: "passkey-refused", user_id: null, credential_id: "cred-x", address: "203.0.113.9" },
    ]);
  });

  it("are not written to the audit log", () => {
    const { db } = new SiteDb(":memory:");
    recordSecurityEvent(db, { kind: "sign-in", userId: 1, credentialId: "c", address: "203.0.113.1" });
    expect(db.prepare("SELECT COUNT(*) AS n FROM audit_log").get()).toEqual({ n: 0 });
  });

  it(`are deleted after ${securityLogDays} days, at the next write and by the retention run`, () => {
    const { db } = new SiteDb(":memory:");
    const now = new Date("2026-06-01T00:00:00Z");
    const old = new Date(now.getTime() - (securityLogDays + 1) * DAY);
    const recent = new Date(now.getTime() - (securityLogDays - 1) * DAY);
    recordSecurityEvent(db, { kind: "sign-in", userId: 1 }, old);
    recordSecurityEvent(db, { kind: "sign-in", userId: 1 }, recent);
    expect(deleteExpiredSecurityEvents(db, now)).toBe(1);
    expect(count(db)).toBe(1);
    recordSecurityEvent(db, { kind: "sign-in", userId: 1 }, old);
    recordSecurityEvent(db, { kind: "sign-in", userId: 2 }, now);
    expect(listSecurityEvents(db).map((e) => e.at)).toEqual([now.toISOString(), recent.toISOString()]);
  });

  it(`keep at most ${SECURITY_EVENT_CAP} rows, the newest`, () => {
    const { db } = new SiteDb(":memory:");
    db.exec("BEGIN");
    for (let i = 0; i < SECURITY_EVENT_CAP + 25; i++)
      recordSecurityEvent(db, { kind: "passkey-refused", credentialId: `c${i}`, address: "203.0.113.2" });
    db.exec("COMMIT");
    expect(count(db)).toBe(SECURITY_EVENT_CAP);
    expect(listSecurityEvents(db, { limit: 1 })[0]?.credential_id).toBe(`c${SECURITY_EVENT_CAP + 24}`);
  });
});
