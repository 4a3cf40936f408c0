/**
 * Tests: a software passkey (ES256, "none" attestation, user verified) that answers this site's
 * ceremonies as a phone would, so unit and browser tests can post registration and sign-in answers
 * without a browser, including answers no real authenticator would send (a credential id already
 * registered, a wrong key).
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";
import { isoBase64URL, isoCBOR } from "@simplewebauthn/server/helpers";

const sha256 = (data: Uint8Array | string) => new Uint8Array(createHash("sha256").update(data).digest());
const b64url = (bytes: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(bytes));

function concat(...parts: Uint8Array[]) {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** User present and user verified; with attested credential data for a registration. */
const FLAGS = { get: 0x05, create: 0x45 } as const;

export interface SoftPasskey {
  /** The credential id, base64url (as the site stores it). */
  id: string;
  privateKey: KeyObject;
  cose: Uint8Array;
  counter: number;
}

/** A new passkey; `id` chooses its credential id (to send one the site already holds). */
export function softPasskey(id = b64url(randomBytes(16))): SoftPasskey {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = publicKey.export({ format: "jwk" });
  const cose = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, isoBase64URL.toBuffer(jwk.x ?? "")],
      [-3, isoBase64URL.toBuffer(jwk.y ?? "")],
    ]),
  );
  return { id, privateKey, cose, counter: 0 };
}

const clientData = (type: "webauthn.create" | "webauthn.get", challenge: string, origin: string) =>
  new TextEncoder().encode(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

/** A registration answer to `options` (the JSON the site's /office/webauthn sends) from `origin`. */
export function registrationResponse(
  key: SoftPasskey,
  options: { challenge: string; rp: { id?: string } },
  origin: string,
) {
  const idBytes = isoBase64URL.toBuffer(key.id);
  const authData = concat(
    sha256(options.rp.id ?? new URL(origin).hostname),
    Uint8Array.of(FLAGS.create),
    new Uint8Array(4),
    new Uint8Array(16), // AAGUID
    Uint8Array.of(idBytes.length >> 8, idBytes.length & 0xff),
    idBytes,
    key.cose,
  );
  const attestationObject = isoCBOR.encode(
    new Map<string, string | Uint8Array | Map<number, number>>([
      ["fmt", "none"],
      ["attStmt", new Map<number, number>()],
      ["authData", authData],
    ]),
  );
  return {
    id: key.id,
    rawId: key.id,
    type: "public-key" as const,
    response: {
      clientDataJSON: b64url(clientData("webauthn.create", options.challenge, origin)),
      attestationObject: b64url(attestationObject),
      transports: ["internal"],
    },
    clientExtensionResults: {},
  };
}

/** A sign-in (or confirmation) answer to `options`, signed with `key` (its counter goes up by one). */
export function authenticationResponse(
  key: SoftPasskey,
  options: { challenge: string; rpId?: string },
  origin: string,
) {
  key.counter += 1;
  const data = clientData("webauthn.get", options.challenge, origin);
  const authData = concat(
    sha256(options.rpId ?? new URL(origin).hostname),
    Uint8Array.of(FLAGS.get),
    Uint8Array.of(
      key.counter >>> 24,
      (key.counter >> 16) & 0xff,
      (key.counter >> 8) & 0xff,
      key.counter & 0xff,
    ),
  );
  const signature = sign("sha256", concat(authData, sha256(data)), key.privateKey);
  return {
    id: key.id,
    rawId: key.id,
    type: "public-key" as const,
    response: {
      clientDataJSON: b64url(data),
      authenticatorData: b64url(authData),
      signature: b64url(new Uint8Array(signature)),
    },
    clientExtensionResults: {},
  };
}
