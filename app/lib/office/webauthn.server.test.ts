import { describe, expect, it } from "vitest";
import { SiteDb } from "~/lib/site/site-db.server";
import { silentLogger } from "~/lib/site/logger.server";
import {
  completeRegistration,
  createInvitation,
  findInvitation,
  revokePasskey,
  webauthnUserId,
} from "./office-store.server";
import { createOfficeService } from "./office-service.server";
import { listSecurityEvents } from "./security-events.server";
import {
  authenticationResponse,
  registrationResponse,
  softPasskey,
  type SoftPasskey,
} from "./soft-authenticator.testing";
import {
  authenticationOptions,
  checkAnswer,
  registrationOptions,
  verifyRegistration,
} from "./webauthn.server";

const ORIGIN = "http://localhost:7800";

function office(signInLimit = { max: 20, windowMs: 60_000 }) {
  const db = new SiteDb(":memory:").db;
  const service = createOfficeService({
    db,
    siteUrl: ORIGIN,
    port: 7800,
    log: silentLogger,
    queueMail: () => false,
    signInLimit,
  });
  return { ...service, rp: service.rp! };
}
type Office = ReturnType<typeof office>;

/** An invitation for `email` answered by `key` through the real ceremony. */
async function register(o: Office, email: string, key: SoftPasskey) {
  const { token } = createInvitation(o.db, { email, role: "office", actor: "cli" });
  const found = findInvitation(o.db, token);
  if (!found.ok) throw new Error("no invitation");
  const options = await registrationOptions(o, found.invitation, email);
  const outcome = await verifyRegistration(
    o,
    found.invitation.id,
    registrationResponse(key, options, ORIGIN),
  );
  if (outcome.ok)
    completeRegistration(o.db, {
      invitationId: found.invitation.id,
      name: email,
      userHandle: webauthnUserId(o.db, email),
      passkey: outcome.passkey,
    });
  return outcome;
}

const signInAnswer = async (o: Office, key: SoftPasskey) =>
  JSON.stringify(authenticationResponse(key, await authenticationOptions(o, "sign-in"), ORIGIN));

describe("registering a passkey", () => {
  it("registers a new credential", async () => {
    const o = office();
    expect(await register(o, "a@example.com", softPasskey())).toMatchObject({ ok: true });
  });

  it("refuses a credential id the site already holds, saying so, and keeps the first holder's passkey", async () => {
    const o = office();
    const first = softPasskey();
    await register(o, "a@example.com", first);
    const again = await register(o, "b@example.com", softPasskey(first.id));
    expect(again).toEqual({ ok: false, reason: "already-registered" });
    const holders = o.db.prepare("SELECT user_id FROM office_passkeys WHERE id = ?").all(first.id);
    expect(holders).toHaveLength(1);
    expect(o.db.prepare("SELECT COUNT(*) AS n FROM office_users").get()).toEqual({ n: 1 });
  });
});

describe("checking a sign-in answer", () => {
  it("signs in with a registered passkey, counting the sign-in once (when its options were asked for)", async () => {
    const o = office({ max: 2, windowMs: 60_000 });
    const key = softPasskey();
    await register(o, "a@example.com", key);
    // Two sign-ins in a row fit an allowance of two: options count, their answers do not.
    for (let i = 0; i < 2; i++) {
      o.limits.signIn.hit("203.0.113.5");
      const answer = await checkAnswer(o, "sign-in", await signInAnswer(o, key), "203.0.113.5");
      expect(answer).toMatchObject({ outcome: "verified", passkeyId: key.id });
    }
  });

  it("counts an answer to no pending challenge against the address, and says too many past the allowance", async () => {
    const o = office({ max: 3, windowMs: 60_000 });
    const key = softPasskey();
    await register(o, "a@example.com", key);
    const made = JSON.stringify(authenticationResponse(key, { challenge: "bm90LW91cnM" }, ORIGIN));
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await checkAnswer(o, "sign-in", made, "203.0.113.6"));
    expect(results.map((r) => ("refused" in r ? r.refused : r.outcome))).toEqual([
      "failed",
      "failed",
      "failed",
      "too-many",
      "too-many",
    ]);
    // Made-up answers are no security events (nothing was checked): they cannot flood the table.
    expect(listSecurityEvents(o.db)).toEqual([]);
  });

  it("records a refused passkey (a revoked one, an unknown one) with its credential id, holder and address", async () => {
    const o = office();
    const lost = softPasskey();
    await register(o, "a@example.com", lost);
    await register(o, "a@example.com", softPasskey());
    expect(revokePasskey(o.db, "cli", lost.id)).toBe("revoked");
    const stranger = softPasskey();
    expect(await checkAnswer(o, "sign-in", await signInAnswer(o, lost), "203.0.113.7")).toEqual({
      refused: "failed",
    });
    expect(await checkAnswer(o, "sign-in", await signInAnswer(o, stranger), "2001:db8::1")).toEqual({
      refused: "failed",
    });
    const holder = (o.db.prepare("SELECT id FROM office_users").get() as { id: number }).id;
    expect(listSecurityEvents(o.db)).toMatchObject([
      { kind: "passkey-refused", credential_id: stranger.id, user_id: null, address: "2001:db8::1" },
      { kind: "passkey-refused", credential_id: lost.id, user_id: holder, address: "203.0.113.7" },
    ]);
  });

  it("refuses an answer signed by another key than the one registered under its id", async () => {
    const o = office();
    const key = softPasskey();
    await register(o, "a@example.com", key);
    const forged = softPasskey(key.id);
    expect(await checkAnswer(o, "sign-in", await signInAnswer(o, forged), "203.0.113.8")).toEqual({
      refused: "failed",
    });
    expect(listSecurityEvents(o.db)).toMatchObject([{ kind: "passkey-refused", credential_id: key.id }]);
  });
});
