/**
 * The office's accounts on the leads database: people, their passkeys, invitations, sessions and pending
 * WebAuthn challenges. Plain functions on a `DatabaseSync`, with Node built-ins, zod (the sessions' record,
 * office-records.ts) and relative imports with their extension only (the command line loads this file
 * directly, without the bundler's names). Every change records its audit entry in the same transaction.
 *
 * Secrets: an invitation token and a session id are 256 random bits, handed out once and stored only as a
 * SHA-256 hash; they are looked up by hash (an indexed equality on a value the client cannot choose to
 * collide), so no comparison of the secret itself ever happens.
 */
import { randomBytes } from "node:crypto";
import type { DatabaseSync } from "node:sqlite";
import { hashToken, newToken, TOKEN_PATTERN } from "../booking/tokens.server.ts";
import { recordAudit, type AuditActor } from "./audit.server.ts";
import { SESSION_INSERT, sessionValues } from "./office-records.ts";

import type { OfficeRole } from "./roles.ts";
export { OFFICE_ROLES, type OfficeRole } from "./roles.ts";
export type OfficeUser = { id: number; name: string; email: string; role: OfficeRole };

/** How long an invitation link works. */
export const INVITATION_TTL_MS = 24 * 60 * 60_000;
/** A session ends after this long without a request … */
export const SESSION_IDLE_MS = 12 * 60 * 60_000;
/** … and this long after sign-in, whatever happens. */
export const SESSION_MAX_MS = 30 * 24 * 60 * 60_000;
/** How recent a passkey check must be before a destructive action. */
export const FRESH_CHECK_MS = 5 * 60_000;
/** How long a WebAuthn challenge may wait for its answer. */
export const CHALLENGE_TTL_MS = 5 * 60_000;
/** last_seen_at is written at most this often (not on every request). */
const TOUCH_EVERY_MS = 60_000;

/** Runs `fn` in a write transaction, or inside the caller's when one is open. */
export function inTransaction<T>(db: DatabaseSync, fn: () => T): T {
  if (db.isTransaction) return fn();
  db.exec("BEGIN IMMEDIATE");
  try {
    const result = fn();
    db.exec("COMMIT");
    return result;
  } catch (error) {
    db.exec("ROLLBACK");
    throw error;
  }
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (v: string) => v.length <= 254 && EMAIL.test(v);

// ——— People ———

export function getUser(db: DatabaseSync, id: number): (OfficeUser & { revoked: boolean }) | undefined {
  const row = db
    .prepare("SELECT id, name, email, role, revoked_at FROM office_users WHERE id = ?")
    .get(id) as (OfficeUser & { revoked_at: string | null }) | undefined;
  return row && { id: row.id, name: row.name, email: row.email, role: row.role, revoked: !!row.revoked_at };
}

export interface PersonRow extends OfficeUser {
  created_at: string;
  revoked_at: string | null;
  passkeys: PasskeyRow[];
}
export interface PasskeyRow {
  id: string;
  user_id: number;
  created_at: string;
  last_used_at: string | null;
  backed_up: number;
  revoked_at: string | null;
}

export function listPeople(db: DatabaseSync): PersonRow[] {
  const people = db
    .prepare(
      "SELECT id, name, email, role, created_at, revoked_at FROM office_users ORDER BY revoked_at IS NOT NULL, name",
    )
    .all() as unknown as Omit<PersonRow, "passkeys">[];
  const keys = db
    .prepare(
      "SELECT id, user_id, created_at, last_used_at, backed_up, revoked_at FROM office_passkeys ORDER BY created_at",
    )
    .all() as unknown as PasskeyRow[];
  return people.map((p) => ({ ...p, passkeys: keys.filter((k) => k.user_id === p.id) }));
}

export function passkeysOf(db: DatabaseSync, userId: number, { active = true } = {}): PasskeyRow[] {
  return db
    .prepare(
      `SELECT id, user_id, created_at, last_used_at, backed_up, revoked_at FROM office_passkeys
       WHERE user_id = ? ${active ? "AND revoked_at IS NULL" : ""} ORDER BY created_at`,
    )
    .all(userId) as unknown as PasskeyRow[];
}

/** Ends every session of a person at once (revocation, "sign out everywhere"). */
export function endSessionsOf(db: DatabaseSync, userId: number): number {
  return Number(db.prepare("DELETE FROM office_sessions WHERE user_id = ?").run(userId).changes);
}

/**
 * What a change to a person did. The refusals: `not-found` (no such person), `revoked` (reinstate them
 * first), `last-owner` (it would leave no active owner: the rule every door shares).
 */
export type PersonChange = "done" | "unchanged" | "not-found" | "revoked" | "last-owner";

/** Whether taking `userId` out of the owners (a new role, or revoking) would leave no active owner. */
function isLastOwner(db: DatabaseSync, userId: number): boolean {
  const person = getUser(db, userId);
  return !!person && !person.revoked && person.role === "owner" && activeOwners(db) <= 1;
}

/** Gives an active person a role; never takes the last active owner's away. */
export function changeRole(
  db: DatabaseSync,
  actor: AuditActor,
  userId: number,
  role: OfficeRole,
): PersonChange {
  return inTransaction(db, () => {
    const person = getUser(db, userId);
    if (!person) return "not-found";
    if (person.revoked) return "revoked";
    if (person.role === role) return "unchanged";
    if (isLastOwner(db, userId)) return "last-owner";
    db.prepare("UPDATE office_users SET role = ? WHERE id = ?").run(role, userId);
    recordAudit(db, {
      actor,
      action: "person.role",
      subjectType: "person",
      subjectId: userId,
      fields: ["role"],
    });
    return "done";
  });
}

/**
 * Revokes a person: no sign-in, their sessions end now, their passkeys stop working, their pending
 * invitations are cancelled. Never the last active owner.
 */
export function revokePerson(
  db: DatabaseSync,
  actor: AuditActor,
  userId: number,
  now = new Date(),
): PersonChange {
  return inTransaction(db, () => {
    const person = getUser(db, userId);
    if (!person) return "not-found";
    if (person.revoked) return "unchanged";
    if (isLastOwner(db, userId)) return "last-owner";
    db.prepare("UPDATE office_users SET revoked_at = ? WHERE id = ?").run(now.toISOString(), userId);
    db.prepare("UPDATE office_passkeys SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL").run(
      now.toISOString(),
      userId,
    );
    endSessionsOf(db, userId);
    db.prepare(
      "UPDATE office_invitations SET cancelled_at = ? WHERE used_at IS NULL AND cancelled_at IS NULL AND email = ?",
    ).run(now.getTime(), person.email);
    recordAudit(db, {
      actor,
      action: "person.revoke",
      subjectType: "person",
      subjectId: userId,
      fields: ["revoked_at"],
    });
    return "done";
  });
}

/**
 * Brings a revoked person back, with the role they had. Their old passkeys stay revoked (one may be the
 * lost phone): an invitation adds a new one.
 */
export function reinstatePerson(db: DatabaseSync, actor: AuditActor, userId: number): PersonChange {
  return inTransaction(db, () => {
    const person = getUser(db, userId);
    if (!person) return "not-found";
    if (!person.revoked) return "unchanged";
    db.prepare("UPDATE office_users SET revoked_at = NULL WHERE id = ?").run(userId);
    recordAudit(db, {
      actor,
      action: "person.reinstate",
      subjectType: "person",
      subjectId: userId,
      fields: ["revoked_at"],
    });
    return "done";
  });
}

/** The person an e-mail names (any case), or undefined. */
export function personByEmail(db: DatabaseSync, email: string) {
  const row = db.prepare("SELECT id FROM office_users WHERE email = ?").get(email.trim()) as
    { id: number } | undefined;
  return row && getUser(db, row.id);
}

/**
 * What revoking a passkey did. `only-own` is a refusal: a person's own last passkey stays, since without
 * it they could not sign in again (an owner may still revoke it, as after a lost phone, and invite them).
 */
export type PasskeyRevocation = "revoked" | "not-found" | "only-own";

/** Whether `actor` would be revoking their own last passkey: the holder is the actor, with none other. */
export const isOwnLastPasskey = (actor: AuditActor, holderId: number, holderActivePasskeys: number) =>
  actor !== "cli" && actor.userId === holderId && holderActivePasskeys <= 1;

/**
 * Revokes one passkey (a lost phone): the sessions it signed in end in the same transaction; the
 * person's other passkeys, and the sessions they signed in, stay.
 */
export function revokePasskey(
  db: DatabaseSync,
  actor: AuditActor,
  passkeyId: string,
  now = new Date(),
): PasskeyRevocation {
  return inTransaction(db, () => {
    const key = db
      .prepare("SELECT user_id FROM office_passkeys WHERE id = ? AND revoked_at IS NULL")
      .get(passkeyId) as { user_id: number } | undefined;
    if (!key) return "not-found";
    if (isOwnLastPasskey(actor, key.user_id, passkeysOf(db, key.user_id).length)) return "only-own";
    db.prepare("UPDATE office_passkeys SET revoked_at = ? WHERE id = ?").run(now.toISOString(), passkeyId);
    db.prepare("DELETE FROM office_sessions WHERE passkey_id = ?").run(passkeyId);
    recordAudit(db, {
      actor,
      action: "passkey.revoke",
      subjectType: "passkey",
      subjectId: passkeyId,
      fields: ["revoked_at"],
    });
    return "revoked";
  });
}

/** How many owners can still sign in (the last one cannot be demoted or revoked). */
export const activeOwners = (db: DatabaseSync): number =>
  (
    db
      .prepare("SELECT COUNT(*) AS n FROM office_users WHERE role = 'owner' AND revoked_at IS NULL")
      .get() as { n: number }
  ).n;

// ——— Invitations ———

export interface Invitation {
  id: number;
  email: string;
  role: OfficeRole;
  /** The account it adds a passkey to, when the e-mail already has one (a lost phone). */
  user: (OfficeUser & { revoked: boolean }) | undefined;
}

/**
 * A new invitation for `email`: the token (for the link; never stored) and its id. An e-mail that already
 * has an account gets a passkey added to that account (a lost phone) and nothing else: the account keeps
 * its role (recorded on the invitation in place of `role`), and a revoked account gets no invitation
 * (reinstating is its own action; `invite` says so before calling this, which throws as a last guard).
 */
export function createInvitation(
  db: DatabaseSync,
  {
    email,
    role,
    actor,
    now = new Date(),
  }: { email: string; role: OfficeRole; actor: AuditActor; now?: Date },
): { token: string; id: number; expiresAt: Date; account: OfficeUser | undefined } {
  const { token, hash } = newToken();
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
  const address = email.trim().toLowerCase();
  const { id, account } = inTransaction(db, () => {
    const account = personByEmail(db, address);
    if (account?.revoked) throw new Error("a revoked person gets no invitation: reinstate them first");
    const result = db
      .prepare(
        `INSERT INTO office_invitations (token_hash, email, role, created_at, expires_at, created_by)
         VALUES (?, ?, ?, ?, ?, ?)`,
      )
      .run(
        hash,
        address,
        account?.role ?? role,
        now.getTime(),
        expiresAt.getTime(),
        actor === "cli" ? null : actor.userId,
      );
    const invitationId = Number(result.lastInsertRowid);
    recordAudit(
      db,
      {
        actor,
        action: "invitation.create",
        subjectType: "invitation",
        subjectId: invitationId,
        fields: ["email", "role"],
      },
      now,
    );
    return { id: invitationId, account };
  });
  return {
    token,
    id,
    expiresAt,
    account: account && { id: account.id, name: account.name, email: account.email, role: account.role },
  };
}

/** An invitation not yet used, cancelled or expired, as People lists it. */
export interface PendingInvitation {
  id: number;
  email: string;
  role: OfficeRole;
  createdAt: number;
  expiresAt: number;
  /** Who made it: a person's name, or undefined for the command line. */
  invitedBy: string | undefined;
  /** The account it adds a passkey to, when the e-mail has one. */
  accountName: string | undefined;
}

/** The invitations that can still be used, soonest to expire first. */
export function pendingInvitations(db: DatabaseSync, now = new Date()): PendingInvitation[] {
  const rows = db
    .prepare(
      `SELECT i.id, i.email, i.role, i.created_at, i.expires_at, i.created_by, c.name AS invited_by,
              a.name AS account_name
       FROM office_invitations i
       LEFT JOIN office_users c ON c.id = i.created_by
       LEFT JOIN office_users a ON a.email = i.email
       WHERE i.used_at IS NULL AND i.cancelled_at IS NULL AND i.expires_at > ?
       ORDER BY i.expires_at, i.id`,
    )
    .all(now.getTime()) as {
    id: number;
    email: string;
    role: OfficeRole;
    created_at: number;
    expires_at: number;
    invited_by: string | null;
    account_name: string | null;
  }[];
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    role: r.role,
    createdAt: r.created_at,
    expiresAt: r.expires_at,
    invitedBy: r.invited_by ?? undefined,
    accountName: r.account_name ?? undefined,
  }));
}

/** Cancels an invitation that can still be used (its link stops working); false when there is none. */
export function cancelInvitation(
  db: DatabaseSync,
  actor: AuditActor,
  invitationId: number,
  now = new Date(),
): boolean {
  return inTransaction(db, () => {
    const changed = db
      .prepare(
        "UPDATE office_invitations SET cancelled_at = ? WHERE id = ? AND used_at IS NULL AND cancelled_at IS NULL AND expires_at > ?",
      )
      .run(now.getTime(), invitationId, now.getTime()).changes;
    if (changed)
      recordAudit(
        db,
        {
          actor,
          action: "invitation.cancel",
          subjectType: "invitation",
          subjectId: invitationId,
          fields: ["cancelled_at"],
        },
        now,
      );
    return changed > 0;
  });
}

export type InvitationLookup =
  { ok: true; invitation: Invitation } | { ok: false; reason: "unknown" | "used" | "expired" | "cancelled" };

/** The invitation a link's token names. Reading it spends nothing (mail scanners open links). */
export function findInvitation(db: DatabaseSync, token: string, now = new Date()): InvitationLookup {
  if (!TOKEN_PATTERN.test(token)) return { ok: false, reason: "unknown" };
  const row = db
    .prepare(
      "SELECT id, email, role, expires_at, used_at, cancelled_at FROM office_invitations WHERE token_hash = ?",
    )
    .get(hashToken(token)) as
    | {
        id: number;
        email: string;
        role: OfficeRole;
        expires_at: number;
        used_at: number | null;
        cancelled_at: number | null;
      }
    | undefined;
  if (!row) return { ok: false, reason: "unknown" };
  if (row.used_at !== null) return { ok: false, reason: "used" };
  if (row.cancelled_at !== null) return { ok: false, reason: "cancelled" };
  if (row.expires_at <= now.getTime()) return { ok: false, reason: "expired" };
  return {
    ok: true,
    invitation: { id: row.id, email: row.email, role: row.role, user: personByEmail(db, row.email) },
  };
}

/** The WebAuthn user handle of an e-mail's account, or a new one for a new account. */
export function webauthnUserId(db: DatabaseSync, email: string): string {
  const row = db.prepare("SELECT webauthn_user_id FROM office_users WHERE email = ?").get(email) as
    { webauthn_user_id: string } | undefined;
  return row?.webauthn_user_id ?? randomBytes(32).toString("base64url");
}

export interface NewPasskey {
  id: string;
  publicKey: Uint8Array;
  counter: number;
  transports?: string[];
  backedUp: boolean;
}

/**
 * Spends the invitation and registers the passkey, in one transaction: a new account under the person's
 * name with the invitation's role, or one more passkey on an existing account and nothing else (its name,
 * role and standing stay; a revoked account gets none). The audit log records the inviter (a person, or
 * the command line) as the actor of all of it. Undefined when the invitation was spent, cancelled or
 * expired meanwhile, or its account was revoked.
 */
export function completeRegistration(
  db: DatabaseSync,
  {
    invitationId,
    name,
    userHandle,
    passkey,
    now = new Date(),
  }: {
    invitationId: number;
    name: string;
    userHandle: string;
    passkey: NewPasskey;
    now?: Date;
  },
): OfficeUser | undefined {
  return inTransaction(db, () => {
    const inv = db
      .prepare(
        `SELECT email, role, created_by FROM office_invitations
         WHERE id = ? AND used_at IS NULL AND cancelled_at IS NULL AND expires_at > ?`,
      )
      .get(invitationId, now.getTime()) as
      { email: string; role: OfficeRole; created_by: number | null } | undefined;
    if (!inv) return undefined;
    const existing = personByEmail(db, inv.email);
    if (existing?.revoked) return undefined;
    db.prepare("UPDATE office_invitations SET used_at = ? WHERE id = ?").run(now.getTime(), invitationId);
    const actor: AuditActor = inv.created_by === null ? "cli" : { userId: inv.created_by };
    let userId: number;
    if (existing) {
      userId = existing.id;
    } else {
      userId = Number(
        db
          .prepare(
            "INSERT INTO office_users (email, name, role, webauthn_user_id, created_at) VALUES (?, ?, ?, ?, ?)",
          )
          .run(inv.email, name, inv.role, userHandle, now.toISOString()).lastInsertRowid,
      );
      recordAudit(
        db,
        {
          actor,
          action: "person.create",
          subjectType: "person",
          subjectId: userId,
          fields: ["email", "name", "role"],
        },
        now,
      );
    }
    db.prepare(
      `INSERT INTO office_passkeys (id, user_id, public_key, counter, transports, backed_up, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      passkey.id,
      userId,
      passkey.publicKey,
      passkey.counter,
      passkey.transports ? JSON.stringify(passkey.transports) : null,
      passkey.backedUp ? 1 : 0,
      now.toISOString(),
    );
    recordAudit(db, { actor, action: "passkey.create", subjectType: "passkey", subjectId: passkey.id }, now);
    recordAudit(
      db,
      { actor, action: "invitation.use", subjectType: "invitation", subjectId: invitationId },
      now,
    );
    return getUser(db, userId);
  });
}

/** A passkey that may sign in: not revoked, and its person not revoked. */
export function activePasskey(db: DatabaseSync, id: string) {
  const row = db
    .prepare(
      `SELECT p.id, p.user_id, p.public_key, p.counter, p.transports FROM office_passkeys p
       JOIN office_users u ON u.id = p.user_id
       WHERE p.id = ? AND p.revoked_at IS NULL AND u.revoked_at IS NULL`,
    )
    .get(id) as
    | { id: string; user_id: number; public_key: Uint8Array; counter: number; transports: string | null }
    | undefined;
  return (
    row && {
      id: row.id,
      userId: row.user_id,
      publicKey: new Uint8Array(row.public_key),
      counter: row.counter,
      transports: row.transports ? (JSON.parse(row.transports) as string[]) : undefined,
    }
  );
}

export function passkeyUsed(db: DatabaseSync, id: string, counter: number, now = new Date()) {
  db.prepare("UPDATE office_passkeys SET counter = ?, last_used_at = ? WHERE id = ?").run(
    counter,
    now.toISOString(),
    id,
  );
}

// ——— Challenges ———

export type ChallengePurpose = "register" | "sign-in" | "confirm";

export function saveChallenge(
  db: DatabaseSync,
  {
    challenge,
    purpose,
    invitationId,
    sessionHash,
    now = new Date(),
  }: {
    challenge: string;
    purpose: ChallengePurpose;
    invitationId?: number;
    sessionHash?: string;
    now?: Date;
  },
) {
  db.prepare("DELETE FROM office_challenges WHERE expires_at <= ?").run(now.getTime());
  db.prepare(
    "INSERT INTO office_challenges (challenge, purpose, invitation_id, session_hash, expires_at) VALUES (?, ?, ?, ?, ?)",
  ).run(challenge, purpose, invitationId ?? null, sessionHash ?? null, now.getTime() + CHALLENGE_TTL_MS);
}

/** Takes (deletes) a pending challenge: each is answered once. */
export function takeChallenge(
  db: DatabaseSync,
  challenge: string,
  purpose: ChallengePurpose,
  now = new Date(),
) {
  const row = db
    .prepare(
      "DELETE FROM office_challenges WHERE challenge = ? AND purpose = ? AND expires_at > ? RETURNING invitation_id, session_hash",
    )
    .get(challenge, purpose, now.getTime()) as
    { invitation_id: number | null; session_hash: string | null } | undefined;
  return row && { invitationId: row.invitation_id ?? undefined, sessionHash: row.session_hash ?? undefined };
}

// ——— Sessions ———

/**
 * A new session for a person, recording the passkey that signed it in (revoking that passkey ends it);
 * a new id at every sign-in. Returns the cookie's value.
 */
export function createSession(
  db: DatabaseSync,
  { userId, passkeyId }: { userId: number; passkeyId: string },
  now = new Date(),
): string {
  const { token, hash } = newToken();
  const t = now.getTime();
  db.prepare(SESSION_INSERT).run(
    sessionValues({
      id_hash: hash,
      user_id: userId,
      passkey_id: passkeyId,
      created_at: t,
      last_seen_at: t,
      expires_at: t + SESSION_MAX_MS,
      verified_at: t,
    }),
  );
  db.prepare("DELETE FROM office_sessions WHERE expires_at <= ? OR last_seen_at <= ?").run(
    t,
    t - SESSION_IDLE_MS,
  );
  return token;
}

export interface SessionInfo {
  user: OfficeUser;
  hash: string;
  verifiedAt: number;
  expiresAt: number;
}

/**
 * The live session a cookie value names (touching it), or undefined: unknown, idle too long, too old, its
 * person or its passkey revoked.
 */
export function readSession(db: DatabaseSync, sessionId: string, now = new Date()): SessionInfo | undefined {
  if (!TOKEN_PATTERN.test(sessionId)) return undefined;
  const hash = hashToken(sessionId);
  const row = db
    .prepare(
      `SELECT s.user_id, s.last_seen_at, s.expires_at, s.verified_at, u.name, u.email, u.role, u.revoked_at,
              p.revoked_at AS passkey_revoked_at
       FROM office_sessions s JOIN office_users u ON u.id = s.user_id
       JOIN office_passkeys p ON p.id = s.passkey_id WHERE s.id_hash = ?`,
    )
    .get(hash) as
    | {
        user_id: number;
        last_seen_at: number;
        expires_at: number;
        verified_at: number;
        name: string;
        email: string;
        role: OfficeRole;
        revoked_at: string | null;
        passkey_revoked_at: string | null;
      }
    | undefined;
  if (!row) return undefined;
  const t = now.getTime();
  if (
    row.revoked_at ||
    row.passkey_revoked_at ||
    row.expires_at <= t ||
    row.last_seen_at + SESSION_IDLE_MS <= t
  ) {
    db.prepare("DELETE FROM office_sessions WHERE id_hash = ?").run(hash);
    return undefined;
  }
  if (t - row.last_seen_at >= TOUCH_EVERY_MS)
    db.prepare("UPDATE office_sessions SET last_seen_at = ? WHERE id_hash = ?").run(t, hash);
  return {
    user: { id: row.user_id, name: row.name, email: row.email, role: row.role },
    hash,
    verifiedAt: row.verified_at,
    expiresAt: row.expires_at,
  };
}

export function deleteSession(db: DatabaseSync, sessionId: string) {
  db.prepare("DELETE FROM office_sessions WHERE id_hash = ?").run(hashToken(sessionId));
}

/** Marks a session's passkey check as just done (before a destructive action). */
export function markVerified(db: DatabaseSync, sessionHash: string, now = new Date()) {
  db.prepare("UPDATE office_sessions SET verified_at = ? WHERE id_hash = ?").run(now.getTime(), sessionHash);
}
