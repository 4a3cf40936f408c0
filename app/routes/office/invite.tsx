import { useState } from "react";
import { data, Link, useActionData, useLoaderData, useNavigation, useSubmit } from "react-router";
import type { RegistrationResponseJSON } from "@simplewebauthn/server";
import type { Route } from "./+types/invite";
import { officeCopy } from "~/content/office/copy";
import { OfficeEntryError } from "~/components/office/office-off";
import { officePaths } from "~/content/office/paths";
import { OfficeCard, PasskeyForm } from "~/components/office/office-card";
import { requestInfoContext } from "~/lib/leads/lead-context";
import { completeRegistration, findInvitation, webauthnUserId } from "~/lib/office/office-store.server";
import { officeOf, signIn } from "~/lib/office/session.server";
import { parseCeremonyResponse, verifyRegistration } from "~/lib/office/webauthn.server";
import { browserSupportsWebAuthn, CeremonyError, registrationAnswer } from "~/lib/office/passkey-client";
import { isolateText } from "~/lib/site/bidi";

export const handle = { clientApp: true };

const copy = officeCopy.invite;

export const meta: Route.MetaFunction = () => [
  { title: `${copy.title} | ${officeCopy.siteName}` },
  { name: "robots", content: officeCopy.meta.robots },
];

/** Opening the link spends nothing (mail scanners open links): it only says whom it is for. */
export function loader({ params, context }: Route.LoaderArgs) {
  const office = officeOf(context);
  const { clientIp } = context.get(requestInfoContext);
  if (!office.limits.invitationAnswer.hit(clientIp))
    throw new Response(officeCopy.signIn.tooMany, { status: 429 });
  const found = findInvitation(office.db, params.token);
  if (!found.ok) return data({ ok: false as const, reason: found.reason }, { status: 410 });
  const { email, user } = found.invitation;
  return { ok: true as const, email, existingName: user?.name };
}

/** Registering the passkey spends the invitation and signs the person in. */
export async function action({ params, context, request }: Route.ActionArgs) {
  const office = officeOf(context);
  const { clientIp } = context.get(requestInfoContext);
  if (!office.limits.invitationAnswer.hit(clientIp))
    return data({ error: officeCopy.signIn.tooMany }, { status: 429 });
  const found = findInvitation(office.db, params.token);
  if (!found.ok) return data({ error: copy.invalid[found.reason] }, { status: 410 });
  const form = await request.formData();
  const name = String(form.get("name") ?? "")
    .trim()
    .slice(0, 80);
  if (!name) return data({ error: copy.nameMissing }, { status: 400 });
  const response = parseCeremonyResponse<RegistrationResponseJSON>(form.get("response"));
  const answer = response && (await verifyRegistration(office, found.invitation.id, response));
  if (!answer?.ok)
    return data(
      { error: answer?.reason === "already-registered" ? copy.alreadyRegistered : copy.failed },
      { status: 400 },
    );
  const { passkey } = answer;
  const user = completeRegistration(office.db, {
    invitationId: found.invitation.id,
    name,
    userHandle: webauthnUserId(office.db, found.invitation.email),
    passkey,
  });
  if (!user) return data({ error: copy.invalid.used }, { status: 410 });
  office.log.info({ userId: user.id }, "office passkey registered");
  return signIn(office, { userId: user.id, passkeyId: passkey.id }, officePaths.home);
}

/** Opened where the office cannot run (SITE_URL unset and another host): the page says what to set. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <OfficeEntryError error={error} />;
}

export default function Invite({ params }: Route.ComponentProps) {
  const loaded = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const submit = useSubmit();
  const navigation = useNavigation();
  const [error, setError] = useState<string | undefined>();
  const [working, setWorking] = useState(false);

  if (!loaded.ok) {
    return (
      <OfficeCard title={copy.invalid.title}>
        <p>{copy.invalid[loaded.reason]}</p>
        <p>
          <Link to={officePaths.signIn} className="font-semibold underline">
            {copy.signIn}
          </Link>
        </p>
      </OfficeCard>
    );
  }

  async function register(form: HTMLFormElement) {
    const name = String(new FormData(form).get("name") ?? "").trim();
    if (!name) return setError(copy.nameMissing);
    if (!browserSupportsWebAuthn()) return setError(officeCopy.signIn.unsupported);
    setError(undefined);
    setWorking(true);
    try {
      const response = await registrationAnswer(params.token, name);
      void submit({ name, response }, { method: "post" });
    } catch (e) {
      if (!(e instanceof CeremonyError && e.reason === "aborted"))
        setError(
          e instanceof CeremonyError && e.reason === "too-many" ? officeCopy.signIn.tooMany : copy.failed,
        );
    } finally {
      setWorking(false);
    }
  }

  const message = error ?? actionData?.error;
  const busy = working || navigation.state !== "idle";
  return (
    <OfficeCard title={copy.title} intro={copy.intro(isolateText(loaded.email))}>
      {loaded.existingName ? (
        <p className="text-sm">{copy.addingTo(isolateText(loaded.existingName))}</p>
      ) : null}
      <PasskeyForm
        message={message}
        noValidate
        field={{
          id: "invite-name",
          name: "name",
          label: copy.name,
          // An existing account keeps its name: the invitation only adds a passkey to it.
          hint: loaded.existingName ? copy.existingNameHint : copy.nameHint,
          required: true,
          readOnly: loaded.existingName !== undefined,
          maxLength: 80,
          autoComplete: "name",
          defaultValue: loaded.existingName ?? "",
        }}
        busy={busy}
        button={copy.button}
        working={copy.working}
        onPasskey={(form) => void register(form)}
      />
    </OfficeCard>
  );
}
