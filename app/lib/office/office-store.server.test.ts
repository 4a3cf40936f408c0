import { describe, expect, it } from "vitest";
import type { DatabaseSync } from "node:sqlite";
import { SiteDb } from "~/lib/site/site-db.server";
import { hashToken } from "~/lib/booking/tokens.server";
import { deleteExpiredAudit, listAudit, recordAudit } from "./audit.server";
import {
  completeRegistration,
  createInvitation,
  createSession,
  findInvitation,
  INVITATION_TTL_MS,
  readSession,
  revokePasskey,
  revokePerson,
  activePasskey,
  SESSION_IDLE_MS,
  SESSION_MAX_MS,
  webauthnUserId,
} from "./office-store.server";

const passkey = (id: string) => ({ id, publicKey: new Uint8Array([1, 2, 3]), counter: 0, backedUp: false });

/** An owner invited by the command line who registers `credential`; an existing e-mail gains a passkey. */
function register(db: DatabaseSync, email: string, credential: string, name = "Olivia") {
  const { token, id } = createInvitation(db, { email, role: "owner", actor: "cli" });
  const user = completeRegistration(db, {
    invitationId: id,
    name,
    userHandle: webauthnUserId(db, email),
    passkey: passkey(credential),
  });
  if (!user) throw new Error("not registered");
  return { token, user };
}

function withPerson(email = "owner@example.com") {
  const db = new SiteDb(":memory:").db;
  return { db, ...register(db, email, "cred-1") };
}

describe("invitations", () => {
  it("are stored only as a hash, open without being spent, and work once", () => {
    const db = new SiteDb(":memory:").db;
    const { token, id } = createInvitation(db, { email: "A@Example.com", role: "office", actor: "cli" });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits
    const stored = db.prepare("SELECT * FROM office_invitations").all();
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored[0]).toMatchObject({ token_hash: hashToken(token), email: "a@example.com" });
    // Opening twice (a mail scanner, then the person) spends nothing.
    expect(findInvitation(db, token).ok).toBe(true);
    expect(findInvitation(db, token).ok).toBe(true);
    const args = { invitationId: id, name: "Al", userHandle: "h", passkey: passkey("k1") };
    expect(completeRegistration(db, args)?.role).toBe("office");
    expect(findInvitation(db, token)).toEqual({ ok: false, reason: "used" });
    expect(completeRegistration(db, { ...args, passkey: passkey("k2") })).toBeUndefined();
  });

  it("expire after 24 hours, and an unknown token is refused", () => {
    const db = new SiteDb(":memory:").db;
    const now = new Date("2026-01-01T00:00:00Z");
    const { token, id } = createInvitation(db, { email: "a@example.com", role: "office", actor: "cli", now });
    expect(findInvitation(db, token, new Date(now.getTime() + INVITATION_TTL_MS - 1000)).ok).toBe(true);
    const later = new Date(now.getTime() + INVITATION_TTL_MS);
    expect(findInvitation(db, token, later)).toEqual({ ok: false, reason: "expired" });
    const late = { invitationId: id, name: "A", userHandle: "h", passkey: passkey("k"), now: later };
    expect(completeRegistration(db, late)).toBeUndefined();
    expect(findInvitation(db, "x".repeat(43))).toEqual({ ok: false, reason: "unknown" });
  });

  it("to an e-mail with an account adds a passkey to it (a lost phone)", () => {
    const { db, user } = withPerson();
    const { id } = createInvitation(db, { email: user.email, role: "owner", actor: { userId: user.id } });
    const again = completeRegistration(db, {
      invitationId: id,
      name: "Olivia",
      userHandle: webauthnUserId(db, user.email),
      passkey: passkey("cred-2"),
    });
    expect(again?.id).toBe(user.id);
    expect(activePasskey(db, "cred-2")?.userId).toBe(user.id);
  });
});

describe("revoking a passkey", () => {
  it("keeps a person's own last passkey, which an owner or the command line may still revoke", () => {
    const { db, user } = withPerson();
    const own = { userId: user.id };
    expect(revokePasskey(db, own, "cred-1")).toBe("only-own");
    expect(activePasskey(db, "cred-1")?.userId).toBe(user.id);
    register(db, user.email, "cred-2");
    expect(revokePasskey(db, own, "cred-1")).toBe("revoked");
    expect(activePasskey(db, "cred-1")).toBeUndefined();
    expect(revokePasskey(db, own, "cred-1")).toBe("not-found");
    expect(revokePasskey(db, own, "cred-2")).toBe("only-own");
    // A lost phone: another owner revokes it (and invites the person again); the command line's actor too.
    const other = register(db, "second.owner@example.com", "cred-3", "Sam").user;
    expect(revokePasskey(db, { userId: other.id }, "cred-2")).toBe("revoked");
    expect(revokePasskey(db, "cli", "cred-3")).toBe("revoked");
    expect(revokePasskey(db, "cli", "no-such-credential")).toBe("not-found");
    expect(listAudit(db).entries.filter((e) => e.action === "passkey.revoke")).toHaveLength(3);
  });
});

describe("sessions", () => {
  it("store only a hash of the id, and end after 12 hours idle or 30 days in all", () => {
    const { db, user } = withPerson();
    const t0 = new Date("2026-01-01T00:00:00Z");
    const id = createSession(db, user.id, t0);
    expect(JSON.stringify(db.prepare("SELECT * FROM office_sessions").all())).not.toContain(id);
    expect(readSession(db, id, t0)?.user.id).toBe(user.id);
    // Used every 11 hours, it lives until the 30th day and not a moment longer.
    let t = t0.getTime();
    while (t + 11 * 3_600_000 < t0.getTime() + SESSION_MAX_MS) {
      t += 11 * 3_600_000;
      expect(readSession(db, id, new Date(t))).toBeDefined();
    }
    expect(readSession(db, id, new Date(t0.getTime() + SESSION_MAX_MS))).toBeUndefined();
    const idle = createSession(db, user.id, t0);
    expect(readSession(db, idle, new Date(t0.getTime() + SESSION_IDLE_MS))).toBeUndefined();
  });

  it("get a new id at every sign-in, and a revoked person's sessions end at once", () => {
    const { db, user } = withPerson();
    const a = createSession(db, user.id);
    const b = createSession(db, user.id);
    expect(a).not.toBe(b);
    revokePerson(db, "cli", user.id);
    expect(readSession(db, a)).toBeUndefined();
    expect(readSession(db, b)).toBeUndefined();
    expect(activePasskey(db, "cred-1")).toBeUndefined();
  });
});

describe("the audit log", () => {
  it("records ids and field names, the command line as its own actor", () => {
    const { db, user } = withPerson();
    register(db, user.email, "cred-2");
    expect(revokePasskey(db, { userId: user.id }, "cred-1")).toBe("revoked");
    const { entries } = listAudit(db);
    expect(entries[0]).toMatchObject({ actor: "user", user_name: "Olivia", action: "passkey.revoke" });
    expect(entries.at(-1)).toMatchObject({
      actor: "cli",
      action: "invitation.create",
      fields: ["email", "role"],
    });
    expect(JSON.stringify(entries)).not.toContain("owner@example.com");
  });

  it("drops entries older than the retention cutoff", () => {
    const db = new SiteDb(":memory:").db;
    const entry = { actor: "cli" as const, action: "lead.update", subjectType: "lead", subjectId: 1 };
    recordAudit(db, entry, new Date("2024-01-01T00:00:00Z"));
    recordAudit(db, entry, new Date("2026-01-01T00:00:00Z"));
    expect(deleteExpiredAudit(db, new Date("2025-01-01T00:00:00Z"))).toBe(1);
    expect(listAudit(db).entries.map((e) => e.at)).toEqual(["2026-01-01T00:00:00.000Z"]);
  });

  it("refuses a value passed as a field name", () => {
    const db = new SiteDb(":memory:").db;
    const entry = { actor: "cli" as const, action: "lead.update", subjectType: "lead", subjectId: 1 };
    expect(() => recordAudit(db, { ...entry, fields: ["jane@example.com"] })).toThrow(/field names/);
    expect(() => recordAudit(db, { ...entry, fields: ["status"] })).not.toThrow();
  });
});
