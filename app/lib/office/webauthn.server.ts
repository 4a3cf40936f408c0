/**
 * The passkey ceremonies, through @simplewebauthn/server (decision 019): options with a challenge kept in
 * SQLite until it is answered once, and verification against SITE_URL's origin and RP ID only.
 * Discoverable credentials, user verification required.
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { isoBase64URL } from "@simplewebauthn/server/helpers";
import { z } from "zod";
import type { OfficeService, RelyingParty } from "./office-service.server";
import {
  activePasskey,
  passkeysOf,
  passkeyUsed,
  saveChallenge,
  takeChallenge,
  webauthnUserId,
  type ChallengePurpose,
  type Invitation,
} from "./office-store.server";

type Office = OfficeService & { rp: RelyingParty };

/** The challenge a response answers, read from its clientDataJSON (undefined when unreadable). */
function challengeOf(clientDataJSON: string): string | undefined {
  try {
    const data = JSON.parse(isoBase64URL.toUTF8String(clientDataJSON)) as { challenge?: unknown };
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
  const options = await generateRegistrationOptions({
    rpName: office.rp.name,
    rpID: office.rp.id,
    userName: invitation.email,
    userDisplayName: name,
    userID: isoBase64URL.toBuffer(userHandle),
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

/** Verifies a registration answer for this invitation; the new passkey, or undefined. */
export async function verifyRegistration(
  office: Office,
  invitationId: number,
  response: RegistrationResponseJSON,
) {
  const pending = takeAnswered(office, response.response.clientDataJSON, "register");
  if (!pending || pending.invitationId !== invitationId) return undefined;
  return refusedAs(office, "passkey registration refused", async () => {
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
  const options = await generateAuthenticationOptions({
    rpID: office.rp.id,
    userVerification: "required",
    allowCredentials: who ? passkeysOf(office.db, who.userId).map((p) => ({ id: p.id })) : [],
  });
  saveChallenge(office.db, { challenge: options.challenge, purpose, sessionHash: who?.sessionHash });
  return options;
}

/**
 * Verifies a sign-in or confirmation answer: the challenge was ours and unanswered, the passkey is live
 * and its person not revoked. Returns the person's id, the passkey's (a session records it) and the session
 * the check was for, or undefined.
 */
export async function verifyAuthentication(
  office: Office,
  purpose: Extract<ChallengePurpose, "sign-in" | "confirm">,
  response: AuthenticationResponseJSON,
) {
  const pending = takeAnswered(office, response.response.clientDataJSON, purpose);
  if (!pending) return undefined;
  const passkey = activePasskey(office.db, response.id);
  if (!passkey) return undefined;
  return refusedAs(office, "passkey sign-in refused", async () => {
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
    return { userId: passkey.userId, passkeyId: passkey.id, sessionHash: pending.sessionHash };
  });
}
