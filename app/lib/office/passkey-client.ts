/**
 * The browser's side of the passkey ceremonies (@simplewebauthn/browser): ask the server for options,
 * run the ceremony, hand the answer back as a form field. Loaded only by the office's sign-in,
 * invitation and confirmation pages.
 */
import {
  startAuthentication,
  startRegistration,
  WebAuthnAbortService,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/browser";
import { officePaths } from "~/content/office/paths";

export { browserSupportsWebAuthn, browserSupportsWebAuthnAutofill } from "@simplewebauthn/browser";

/** The options endpoint (app/routes/office/webauthn.ts). */
export const WEBAUTHN_OPTIONS_PATH = `${officePaths.home}/webauthn`;

export class CeremonyError extends Error {
  readonly reason: "refused" | "too-many" | "aborted" | "failed";
  constructor(reason: CeremonyError["reason"]) {
    super(reason);
    this.reason = reason;
  }
}

async function options<T>(fields: Record<string, string>): Promise<T> {
  const response = await fetch(WEBAUTHN_OPTIONS_PATH, {
    method: "POST",
    body: new URLSearchParams(fields),
    credentials: "same-origin",
  });
  if (response.status === 429) throw new CeremonyError("too-many");
  if (!response.ok) throw new CeremonyError("refused");
  return (await response.json()) as T;
}

const isAbort = (error: unknown) =>
  error instanceof Error && (error.name === "AbortError" || /cancel/i.test(error.message));

/**
 * Signs in (or confirms, `ceremony: "confirm"`); the answer as JSON text for the page's form. An autofill
 * request takes the `signal` its page aborts when the button takes over: aborted before its options
 * arrive, it never starts (starting would end the button's request, the library keeping one at a time).
 */
export async function passkeyAnswer(
  ceremony: "sign-in" | "confirm",
  { autofill = false, signal }: { autofill?: boolean; signal?: AbortSignal } = {},
): Promise<string> {
  // The button's own request first ends a pending autofill (conditional) request.
  if (!autofill) WebAuthnAbortService.cancelCeremony();
  const optionsJSON = await options<PublicKeyCredentialRequestOptionsJSON>({ ceremony });
  if (signal?.aborted) throw new CeremonyError("aborted");
  try {
    return JSON.stringify(await startAuthentication({ optionsJSON, useBrowserAutofill: autofill }));
  } catch (error) {
    throw new CeremonyError(isAbort(error) ? "aborted" : "failed");
  }
}

/** Registers a passkey for the invitation `token`; the answer as JSON text for the page's form. */
export async function registrationAnswer(token: string, name: string): Promise<string> {
  const optionsJSON = await options<PublicKeyCredentialCreationOptionsJSON>({
    ceremony: "register",
    token,
    name,
  });
  try {
    return JSON.stringify(await startRegistration({ optionsJSON }));
  } catch (error) {
    throw new CeremonyError(isAbort(error) ? "aborted" : "failed");
  }
}
