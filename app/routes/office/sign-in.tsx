import { useEffect, useRef, useState } from "react";
import { data, redirect, useActionData, useNavigation, useSubmit } from "react-router";
import type { Route } from "./+types/sign-in";
import { officeCopy } from "~/content/office/copy";
import { OfficeEntryError } from "~/components/office/office-off";
import { officePaths } from "~/content/office/paths";
import { OfficeCard, PasskeyForm } from "~/components/office/office-card";
import { requestInfoContext } from "~/lib/leads/lead-context";
import { getOfficeSession, officeOf, signIn } from "~/lib/office/session.server";
import { checkAnswer } from "~/lib/office/webauthn.server";
import { recordSecurityEvent } from "~/lib/office/security-events.server";
import {
  browserSupportsWebAuthn,
  browserSupportsWebAuthnAutofill,
  CeremonyError,
  passkeyAnswer,
} from "~/lib/office/passkey-client";

export const handle = { clientApp: true };

const copy = officeCopy.signIn;

export const meta: Route.MetaFunction = () => [
  { title: `${copy.title} | ${officeCopy.siteName}` },
  { name: "robots", content: officeCopy.meta.robots },
];

export function loader(args: Route.LoaderArgs) {
  officeOf(args.context);
  if (getOfficeSession(args)) throw redirect(officePaths.home);
  return null;
}

/**
 * The passkey's answer: verified, the person is signed in with a new session (a security event, with the
 * passkey and the address); otherwise a message. Counted against the address once per sign-in (see
 * `checkAnswer`).
 */
export async function action(args: Route.ActionArgs) {
  const office = officeOf(args.context);
  const { clientIp } = args.context.get(requestInfoContext);
  const form = await args.request.formData();
  const answer = await checkAnswer(office, "sign-in", form.get("response"), clientIp);
  if ("refused" in answer)
    return answer.refused === "too-many"
      ? data({ error: copy.tooMany }, { status: 429 })
      : data({ error: copy.failed }, { status: 400 });
  recordSecurityEvent(office.db, {
    kind: "sign-in",
    userId: answer.userId,
    credentialId: answer.passkeyId,
    address: clientIp,
  });
  office.log.info({ userId: answer.userId }, "office sign-in");
  return signIn(office, { userId: answer.userId, passkeyId: answer.passkeyId }, officePaths.home);
}

type Phase = "idle" | "working" | "failed" | "unsupported" | "too-many";

/** Opened where the office cannot run (SITE_URL unset and another host): the page says what to set. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <OfficeEntryError error={error} />;
}

export default function SignIn() {
  const actionData = useActionData<typeof action>();
  const submit = useSubmit();
  const navigation = useNavigation();
  const [phase, setPhase] = useState<Phase>("idle");
  const [conditional, setConditional] = useState<"off" | "pending">("off");
  const mounted = useRef(true);
  /** Aborted when the button takes over: the autofill request then neither starts nor posts. */
  const autofill = useRef(new AbortController());

  const send = (response: string) => void submit({ response }, { method: "post" });
  const fail = (error: unknown) =>
    setPhase(error instanceof CeremonyError && error.reason === "too-many" ? "too-many" : "failed");

  // Autofill (conditional mediation) where the browser offers it: the passkey is picked from the field.
  useEffect(() => {
    mounted.current = true;
    void (async () => {
      if (!browserSupportsWebAuthn()) return setPhase("unsupported");
      if (!(await browserSupportsWebAuthnAutofill())) return;
      const { signal } = autofill.current;
      try {
        setConditional("pending");
        const response = await passkeyAnswer("sign-in", { autofill: true, signal });
        if (mounted.current && !signal.aborted) send(response);
      } catch (error) {
        // The autofill request ends quietly when nothing was picked (or the button took over); only a
        // refused address is worth saying.
        if (mounted.current && error instanceof CeremonyError && error.reason === "too-many") fail(error);
      } finally {
        if (mounted.current) setConditional("off");
      }
    })();
    return () => {
      mounted.current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function withButton() {
    autofill.current.abort();
    setPhase("working");
    // An autofill request whose options were already on their way can still start after the button's and
    // end it (one request at a time): the button then asks once more, which ends that one.
    for (let attempt = 1; ; attempt++) {
      try {
        send(await passkeyAnswer("sign-in"));
        setPhase("idle");
        return;
      } catch (error) {
        const aborted = error instanceof CeremonyError && error.reason === "aborted";
        if (aborted && attempt === 1 && mounted.current) continue;
        if (aborted) return setPhase("idle");
        return fail(error);
      }
    }
  }

  const busy = phase === "working" || navigation.state !== "idle";
  const message =
    phase === "failed"
      ? copy.failed
      : phase === "too-many"
        ? copy.tooMany
        : phase === "unsupported"
          ? copy.unsupported
          : actionData?.error;
  return (
    <OfficeCard title={copy.title} intro={copy.intro}>
      <PasskeyForm
        message={message}
        data-conditional={conditional}
        field={{
          id: "office-username",
          name: "username",
          label: copy.field,
          hint: copy.fieldHint,
          autoComplete: "username webauthn",
        }}
        busy={busy}
        button={copy.button}
        working={copy.working}
        onPasskey={() => void withButton()}
      />
      <p className="text-sm text-slate-700">{copy.lostPhone}</p>
    </OfficeCard>
  );
}
