/**
 * The passkey ceremonies, through @simplewebauthn/server (decision 019): options with a challenge kept in
 * SQLite until it is answered once, and verification against SITE_URL's origin and RP ID only.
 * Discoverable credentials, user verification required.
 */
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { z } from "zod";
import type { OfficeService, RelyingParty } from "./office-service.server";
import { recordSecurityEvent } from "./security-events.server";
import {
  activePasskey,
  passkeysOf,
  passkeyUsed,
  saveChallenge,
  takeChallenge,
  webauthnUserId,
  type ChallengePurpose,
  type Invitation,
  type NewPasskey,
} from "./office-store.server";

type Office = OfficeService & { rp: RelyingParty };

/** @simplewebauthn/server, loaded by the first ceremony (decision 037). */
const library = () => import("@simplewebauthn/server");

/** The challenge a response answers, read from its clientDataJSON (undefined when unreadable). */
function challengeOf(clientDataJSON: string): string | undefined {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, "base64url").toString("utf8")) as {
      challenge?: unknown;
    };
    return typeof data.challenge === "string" ? data.challenge : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The challenge a response answers and what was kept with it, taken (so it answers once) when this site
 * issued it for `purpose` and it has not expired; undefined otherwise.
 */
function takeAnswered(office: Office, clientDataJSON: string, purpose: ChallengePurpose) {
  const challenge = challengeOf(clientDataJSON);
  const pending = challenge ? takeChallenge(office.db, challenge, purpose) : undefined;
  return challenge && pending ? { challenge, ...pending } : undefined;
}

/** What every answer is checked against: the challenge, SITE_URL's origin and RP ID, user verification. */
const expected = (office: Office, challenge: string) => ({
  expectedChallenge: challenge,
  expectedOrigin: office.rp.origin,
  expectedRPID: office.rp.id,
  requireUserVerification: true,
});

/** Runs a verification; when the library refuses the answer (it throws), logs why as `refused`: undefined. */
async function refusedAs<T>(office: Office, refused: string, verify: () => Promise<T | undefined>) {
  try {
    return await verify();
  } catch (error) {
    office.log.info({ reason: (error as Error).message }, refused);
    return undefined;
  }
}

/** The browser's answer, as the form posts it (JSON in one field), checked for shape. */
const responseShape = z
  .object({
    id: z.string().min(1).max(1024),
    rawId: z.string().min(1).max(1024),
    type: z.literal("public-key"),
    response: z.object({ clientDataJSON: z.string().min(1).max(8192) }).loose(),
    clientExtensionResults: z.object({}).loose(),
  })
  .loose();

export function parseCeremonyResponse<T>(text: unknown): T | undefined {
  if (typeof text !== "string" || text.length > 16_384) return undefined;
  try {
    const parsed = responseShape.safeParse(JSON.parse(text));
    return parsed.success ? (parsed.data as T) : undefined;
  } catch {
    return undefined;
  }
}

/** Registration options for an invitation (adds to the person's account when the e-mail has one). */
export async function registrationOptions(office: Office, invitation: Invitation, name: string) {
  const userHandle = webauthnUserId(office.db, invitation.email);
  const { generateRegistrationOptions } = await library();
  const options = await generateRegistrationOptions({
    rpName: office.rp.name,
    rpID: office.rp.id,
    userName: invitation.email,
    userDisplayName: name,
    userID: new Uint8Array(Buffer.from(userHandle, "base64url")),
    attestationType: "none",
    excludeCredentials: invitation.user
      ? passkeysOf(office.db, invitation.user.id).map((p) => ({ id: p.id }))
      : [],
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
  saveChallenge(office.db, {
    challenge: options.challenge,
    purpose: "register",
    invitationId: invitation.id,
  });
  return options;
}

/** Whose passkey a credential id is (revoked or not), or undefined when this site holds no such passkey. */
export function passkeyHolder(office: Pick<OfficeService, "db">, credentialId: string): number | undefined {
  const row = office.db.prepare("SELECT user_id FROM office_passkeys WHERE id = ?").get(credentialId) as
    { user_id: number } | undefined;
  return row?.user_id;
}

/**
 * What a registration answer came to: the new passkey; `already-registered` when its credential id is one
 * this site already holds (a person's or anyone's, revoked or not), which a passkey can never be twice;
 * `refused` when it does not answer this invitation's pending challenge or does not verify.
 */
export type RegistrationOutcome =
  { ok: true; passkey: NewPasskey } | { ok: false; reason: "refused" | "already-registered" };

/** Verifies a registration answer for this invitation. */
export async function verifyRegistration(
  office: Office,
  invitationId: number,
  response: RegistrationResponseJSON,
): Promise<RegistrationOutcome> {
  const refused = { ok: false, reason: "refused" } as const;
  const pending = takeAnswered(office, response.response.clientDataJSON, "register");
  if (!pending || pending.invitationId !== invitationId) return refused;
  const passkey = await refusedAs(office, "passkey registration refused", async () => {
    const { verifyRegistrationResponse } = await library();
    const result = await verifyRegistrationResponse({ response, ...expected(office, pending.challenge) });
    if (!result.verified) return undefined;
    const { credential, credentialBackedUp } = result.registrationInfo;
    return {
      id: credential.id,
      publicKey: credential.publicKey,
      counter: credential.counter,
      transports: credential.transports,
      backedUp: credentialBackedUp,
    };
  });
  if (!passkey) return refused;
  if (passkeyHolder(office, passkey.id) !== undefined) return { ok: false, reason: "already-registered" };
  return { ok: true, passkey };
}

/**
 * Options to sign in (`sign-in`: any discoverable passkey of this site) or to confirm the signed-in
 * person (`confirm`: their own passkeys only, tied to their session).
 */
export async function authenticationOptions(
  office: Office,
  purpose: Extract<ChallengePurpose, "sign-in" | "confirm">,
  who?: { userId: number; sessionHash: string },
) {
  const { generateAuthenticationOptions } = await library();
  const options = await generateAuthenticationOptions({
    rpID: office.rp.id,
    userVerification: "required",
    allowCredentials: who ? passkeysOf(office.db, who.userId).map((p) => ({ id: p.id })) : [],
  });
  saveChallenge(office.db, { challenge: options.challenge, purpose, sessionHash: who?.sessionHash });
  return options;
}

/**
 * What a sign-in or confirmation answer came to:
 * - `verified`: the challenge was ours and unanswered, the passkey is live, its person not revoked, and
 *   its signature holds: the person's id, the passkey and (for `confirm`) the session the check was for;
 * - `no-challenge`: it answers no challenge of ours that is pending (made up, replayed or expired), so
 *   nothing else was looked at;
 * - `refused`: it answers a pending challenge with a passkey this site does not hold, a revoked one (or
 *   a revoked person's), or a signature that does not verify: the credential id it named, and whose
 *   passkey that id is when the site holds it.
 */
export type AuthenticationOutcome =
  | { outcome: "verified"; userId: number; passkeyId: string; sessionHash: string | undefined }
  | { outcome: "no-challenge" }
  | { outcome: "refused"; credentialId: string; holderId: number | undefined };

export async function verifyAuthentication(
  office: Office,
  purpose: Extract<ChallengePurpose, "sign-in" | "confirm">,
  response: AuthenticationResponseJSON,
): Promise<AuthenticationOutcome> {
  const pending = takeAnswered(office, response.response.clientDataJSON, purpose);
  if (!pending) return { outcome: "no-challenge" };
  const refused = () =>
    ({
      outcome: "refused",
      credentialId: response.id,
      holderId: passkeyHolder(office, response.id),
    }) as const;
  const passkey = activePasskey(office.db, response.id);
  if (!passkey) return refused();
  const verified = await refusedAs(office, "passkey sign-in refused", async () => {
    const { verifyAuthenticationResponse } = await library();
    const result = await verifyAuthenticationResponse({
      response,
      ...expected(office, pending.challenge),
      credential: {
        id: passkey.id,
        publicKey: passkey.publicKey,
        counter: passkey.counter,
        transports: passkey.transports,
      },
    });
    if (!result.verified) return undefined;
    passkeyUsed(office.db, passkey.id, result.authenticationInfo.newCounter);
    return true;
  });
  if (!verified) return refused();
  return {
    outcome: "verified",
    userId: passkey.userId,
    passkeyId: passkey.id,
    sessionHash: pending.sessionHash,
  };
}

/**
 * A sign-in or confirmation answer as a form posts it (`text`), from `address`: verified, or why not.
 * An answer to a pending challenge of ours was counted against the address when its options were asked
 * for, so it is not counted again; anything else (unreadable, made up, replayed, expired) counts now, so
 * posting answers costs what asking for options does. A refused passkey is a security event, with its
 * credential id and the address.
 */
export async function checkAnswer(
  office: Office,
  purpose: Extract<ChallengePurpose, "sign-in" | "confirm">,
  text: unknown,
  address: string,
): Promise<Extract<AuthenticationOutcome, { outcome: "verified" }> | { refused: "too-many" | "failed" }> {
  const response = parseCeremonyResponse<AuthenticationResponseJSON>(text);
  const answer: AuthenticationOutcome = response
    ? await verifyAuthentication(office, purpose, response)
    : { outcome: "no-challenge" };
  if (answer.outcome === "verified") return answer;
  if (answer.outcome === "refused")
    recordSecurityEvent(office.db, {
      kind: "passkey-refused",
      userId: answer.holderId,
      credentialId: answer.credentialId,
      address,
    });
  else if (!office.limits.signIn.hit(address)) return { refused: "too-many" };
  return { refused: "failed" };
}
