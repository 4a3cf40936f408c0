import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, describe, expect, it } from "vitest";
import { MIGRATIONS } from "~/lib/site/migrations.server";
import { SiteDb } from "~/lib/site/site-db.server";
import { hashToken } from "~/lib/booking/tokens.server";
import { deleteExpiredAudit, listAudit, recordAudit } from "./audit.server";
import { invite } from "./invitations.server";
import { OFFICE_SESSION_PASSKEYS } from "./office-migrations.server";
import {
  activeOwners,
  cancelInvitation,
  changeRole,
  getUser,
  pendingInvitations,
  reinstatePerson,
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
function register(
  db: DatabaseSync,
  email: string,
  credential: string,
  name = "Olivia",
  role: "owner" | "office" = "owner",
) {
  const { token, id } = createInvitation(db, { email, role, actor: "cli" });
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
    const id = createSession(db, { userId: user.id, passkeyId: "cred-1" }, t0);
    expect(JSON.stringify(db.prepare("SELECT * FROM office_sessions").all())).not.toContain(id);
    expect(readSession(db, id, t0)?.user.id).toBe(user.id);
    // Used every 11 hours, it lives until the 30th day and not a moment longer.
    let t = t0.getTime();
    while (t + 11 * 3_600_000 < t0.getTime() + SESSION_MAX_MS) {
      t += 11 * 3_600_000;
      expect(readSession(db, id, new Date(t))).toBeDefined();
    }
    expect(readSession(db, id, new Date(t0.getTime() + SESSION_MAX_MS))).toBeUndefined();
    const idle = createSession(db, { userId: user.id, passkeyId: "cred-1" }, t0);
    expect(readSession(db, idle, new Date(t0.getTime() + SESSION_IDLE_MS))).toBeUndefined();
  });

  it("get a new id at every sign-in, and a revoked person's sessions end at once", () => {
    const { db, user } = withPerson();
    const a = createSession(db, { userId: user.id, passkeyId: "cred-1" });
    const b = createSession(db, { userId: user.id, passkeyId: "cred-1" });
    expect(a).not.toBe(b);
    register(db, "second.owner@example.com", "cred-9", "Sam");
    expect(revokePerson(db, "cli", user.id)).toBe("done");
    expect(readSession(db, a)).toBeUndefined();
    expect(readSession(db, b)).toBeUndefined();
    expect(activePasskey(db, "cred-1")).toBeUndefined();
  });
});

describe("a lost phone", () => {
  it("revoking a passkey ends the sessions it signed in, and only those", () => {
    const { db, user } = withPerson();
    register(db, user.email, "cred-2");
    const phone = createSession(db, { userId: user.id, passkeyId: "cred-1" });
    const laptop = createSession(db, { userId: user.id, passkeyId: "cred-2" });
    expect(readSession(db, phone)?.user.id).toBe(user.id);
    expect(revokePasskey(db, { userId: user.id }, "cred-1")).toBe("revoked");
    expect(db.prepare("SELECT COUNT(*) AS n FROM office_sessions WHERE passkey_id = 'cred-1'").get()).toEqual(
      {
        n: 0,
      },
    );
    expect(readSession(db, phone)).toBeUndefined();
    expect(readSession(db, laptop)?.user.id).toBe(user.id);
  });

  it("a session whose passkey is revoked by any other path is not honoured either", () => {
    const { db, user } = withPerson();
    const phone = createSession(db, { userId: user.id, passkeyId: "cred-1" });
    db.prepare("UPDATE office_passkeys SET revoked_at = ? WHERE id = 'cred-1'").run(new Date().toISOString());
    expect(readSession(db, phone)).toBeUndefined();
  });
});

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("the access step", () => {
  it("ends every session made before it (they recorded no passkey), and keeps people and passkeys", () => {
    const dir = mkdtempSync(join(tmpdir(), "office-access-"));
    dirs.push(dir);
    const path = join(dir, "leads.db");
    const before = MIGRATIONS.indexOf(OFFICE_SESSION_PASSKEYS);
    expect(before).toBeGreaterThan(0);
    const old = new DatabaseSync(path);
    for (const step of MIGRATIONS.slice(0, before)) {
      if (typeof step === "string") old.exec(step);
      else step(old);
    }
    old.exec(`PRAGMA user_version = ${before}`);
    old
      .prepare(
        "INSERT INTO office_users (email, name, role, webauthn_user_id, created_at) VALUES ('o@example.com', 'O', 'owner', 'h', 'now')",
      )
      .run();
    old
      .prepare(
        "INSERT INTO office_passkeys (id, user_id, public_key, created_at) VALUES ('cred-1', 1, x'01', 'now')",
      )
      .run();
    old
      .prepare(
        "INSERT INTO office_sessions (id_hash, user_id, created_at, last_seen_at, expires_at, verified_at) VALUES ('x', 1, 0, 0, 9e15, 0)",
      )
      .run();
    old.close();
    const site = new SiteDb(path);
    expect(site.version()).toBe(MIGRATIONS.length);
    expect(site.db.prepare("SELECT COUNT(*) AS n FROM office_sessions").get()).toEqual({ n: 0 });
    expect(getUser(site.db, 1)?.email).toBe("o@example.com");
    expect(activePasskey(site.db, "cred-1")?.userId).toBe(1);
    const session = createSession(site.db, { userId: 1, passkeyId: "cred-1" });
    expect(readSession(site.db, session)?.user.id).toBe(1);
    site.close();
  });
});

describe("invitations cannot change who has access", () => {
  it("to an existing account: one more passkey and nothing else (role and name stay)", () => {
    const { db, user } = withPerson();
    const staff = register(db, "staff@example.com", "cred-s", "Stan", "office").user;
    // An office user "promoted" by an invitation as owner, and the last owner "demoted" by one as office.
    for (const [who, role, credential] of [
      [staff, "owner", "cred-s2"],
      [user, "office", "cred-2"],
    ] as const) {
      const made = createInvitation(db, { email: who.email, role, actor: { userId: user.id } });
      expect(made.account?.id).toBe(who.id);
      const after = completeRegistration(db, {
        invitationId: made.id,
        name: "Someone Else",
        userHandle: webauthnUserId(db, who.email),
        passkey: passkey(credential),
      });
      expect(after).toEqual(who);
      expect(activePasskey(db, credential)?.userId).toBe(who.id);
    }
    expect(activeOwners(db)).toBe(1);
  });

  it("a revoked person gets no invitation, and registering never reinstates them", () => {
    const { db, user } = withPerson();
    const staff = register(db, "staff@example.com", "cred-s", "Stan", "office").user;
    const pending = createInvitation(db, { email: staff.email, role: "owner", actor: { userId: user.id } });
    expect(revokePerson(db, { userId: user.id }, staff.id)).toBe("done");
    const queueMail = () => false;
    const args = { email: staff.email, role: "owner" as const, origin: "https://x.example", queueMail };
    expect(invite(db, { ...args, actor: { userId: user.id } })).toEqual({ refused: "revoked" });
    expect(() => createInvitation(db, { ...args, actor: "cli" })).toThrow(/revoked/);
    // The invitation made before the revocation was cancelled with it.
    expect(
      completeRegistration(db, {
        invitationId: pending.id,
        name: "Stan",
        userHandle: webauthnUserId(db, staff.email),
        passkey: passkey("cred-back"),
      }),
    ).toBeUndefined();
    expect(getUser(db, staff.id)).toMatchObject({ revoked: true, role: "office" });
    expect(activePasskey(db, "cred-back")).toBeUndefined();
  });

  it("a new person gets the invitation's role, and the audit log names the inviter as the actor", () => {
    const { db, user } = withPerson();
    const { id } = createInvitation(db, {
      email: "new@example.com",
      role: "office",
      actor: { userId: user.id },
    });
    const created = completeRegistration(db, {
      invitationId: id,
      name: "Nell",
      userHandle: "h-new",
      passkey: passkey("cred-n"),
    });
    expect(created?.role).toBe("office");
    const entries = listAudit(db).entries.filter((e) => e.at && e.action !== "invitation.create");
    const registration = entries.filter((e) =>
      ["person.create", "passkey.create", "invitation.use"].includes(e.action),
    );
    expect(registration.slice(0, 3).map((e) => [e.action, e.user_id])).toEqual([
      ["invitation.use", user.id],
      ["passkey.create", user.id],
      ["person.create", user.id],
    ]);
    // The command line's invitations are the command line's doing.
    expect(listAudit(db).entries.find((e) => e.subject_id === "cred-1")).toMatchObject({ actor: "cli" });
  });

  it("pending ones are listed with their maker, role and expiry, and can be cancelled (audited)", () => {
    const { db, user } = withPerson();
    const now = new Date("2026-01-01T00:00:00Z");
    const a = createInvitation(db, {
      email: "a@example.com",
      role: "office",
      actor: { userId: user.id },
      now,
    });
    createInvitation(db, { email: user.email, role: "office", actor: "cli", now });
    const list = pendingInvitations(db, now);
    expect(list).toEqual([
      expect.objectContaining({
        id: a.id,
        email: "a@example.com",
        role: "office",
        invitedBy: "Olivia",
        accountName: undefined,
        expiresAt: now.getTime() + INVITATION_TTL_MS,
      }),
      expect.objectContaining({
        email: user.email,
        role: "owner",
        invitedBy: undefined,
        accountName: "Olivia",
      }),
    ]);
    expect(cancelInvitation(db, { userId: user.id }, a.id, now)).toBe(true);
    expect(cancelInvitation(db, { userId: user.id }, a.id, now)).toBe(false);
    expect(findInvitation(db, a.token, now)).toEqual({ ok: false, reason: "cancelled" });
    expect(pendingInvitations(db, now).map((i) => i.email)).toEqual([user.email]);
    expect(listAudit(db).entries[0]).toMatchObject({
      action: "invitation.cancel",
      user_id: user.id,
      subject_id: String(a.id),
    });
    const late = new Date(now.getTime() + INVITATION_TTL_MS);
    expect(pendingInvitations(db, late)).toEqual([]);
  });
});

describe("roles and reinstating", () => {
  it("never leave the office without an active owner", () => {
    const { db, user } = withPerson();
    expect(changeRole(db, "cli", user.id, "office")).toBe("last-owner");
    expect(revokePerson(db, "cli", user.id)).toBe("last-owner");
    const staff = register(db, "staff@example.com", "cred-s", "Stan", "office").user;
    expect(changeRole(db, { userId: user.id }, staff.id, "owner")).toBe("done");
    expect(changeRole(db, { userId: user.id }, staff.id, "owner")).toBe("unchanged");
    expect(changeRole(db, "cli", user.id, "office")).toBe("done");
    expect(revokePerson(db, "cli", staff.id)).toBe("last-owner");
    expect(activeOwners(db)).toBe(1);
    expect(changeRole(db, "cli", 999, "owner")).toBe("not-found");
  });

  it("reinstating brings a revoked person back with their role, and their old passkeys stay revoked", () => {
    const { db, user } = withPerson();
    const staff = register(db, "staff@example.com", "cred-s", "Stan", "office").user;
    expect(revokePerson(db, { userId: user.id }, staff.id)).toBe("done");
    expect(changeRole(db, { userId: user.id }, staff.id, "owner")).toBe("revoked");
    expect(reinstatePerson(db, { userId: user.id }, staff.id)).toBe("done");
    expect(reinstatePerson(db, { userId: user.id }, staff.id)).toBe("unchanged");
    expect(getUser(db, staff.id)).toMatchObject({ revoked: false, role: "office" });
    expect(activePasskey(db, "cred-s")).toBeUndefined();
    expect(listAudit(db).entries[0]).toMatchObject({ action: "person.reinstate", user_id: user.id });
    expect(reinstatePerson(db, "cli", 999)).toBe("not-found");
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
