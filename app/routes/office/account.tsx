import { data, redirect, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/account";
import { officeCopy } from "~/content/office/copy";
import { officePaths } from "~/content/office/paths";
import { Notice, OfficePage, secondaryButtonClass, buttonClass } from "~/components/office/office-page";
import { officeDateTime } from "~/lib/office/format";
import { RevokePasskey, passkeyText, passkeyView } from "~/components/office/passkeys";
import { endSessionsOf, isOwnLastPasskey, passkeysOf, revokePasskey } from "~/lib/office/office-store.server";
import { IntentForm } from "~/components/office/work-ui";
import { requestInfoContext } from "~/lib/leads/lead-context";
import { recordSecurityEvent } from "~/lib/office/security-events.server";
import {
  getOfficeSession,
  officeOf,
  requireFreshPasskey,
  requireOfficeUser,
  sessionCookie,
  signOut,
} from "~/lib/office/session.server";
import { Typed } from "~/components/office/typed";

const copy = officeCopy.account;

export const meta: Route.MetaFunction = () => [{ title: `${copy.title} | ${officeCopy.siteName}` }];

export async function loader(args: Route.LoaderArgs) {
  const user = await requireOfficeUser(args);
  const office = officeOf(args.context);
  const session = getOfficeSession(args);
  const keys = passkeysOf(office.db, user.id);
  return {
    user,
    sessionEnds: session ? officeDateTime(session.expiresAt) : "",
    passkeys: keys.map((p) => ({
      ...passkeyView(p),
      synced: p.backed_up === 1,
      revocable: !isOwnLastPasskey({ userId: user.id }, user.id, keys.length),
    })),
  };
}

/** Sign out, sign out everywhere, or revoke one of one's own passkeys (after a fresh check). */
export async function action(args: Route.ActionArgs) {
  const user = await requireOfficeUser(args);
  const office = officeOf(args.context);
  const form = await args.request.formData();
  const intent = form.get("intent");
  if (intent === "sign-out") return signOut(args);
  if (intent === "sign-out-everywhere") {
    endSessionsOf(office.db, user.id);
    const { clientIp } = args.context.get(requestInfoContext);
    recordSecurityEvent(office.db, { kind: "sign-out-everywhere", userId: user.id, address: clientIp });
    return redirect(officePaths.signIn, { headers: { "Set-Cookie": sessionCookie(office, undefined) } });
  }
  if (intent === "revoke-passkey") {
    await requireFreshPasskey(args, officePaths.account);
    const id = String(form.get("passkey") ?? "");
    const own = passkeysOf(office.db, user.id).some((p) => p.id === id);
    if (!own) throw new Response("No such passkey.", { status: 404 });
    if (revokePasskey(office.db, { userId: user.id }, id) === "only-own")
      return data({ error: copy.onlyPasskeyRefused }, { status: 409 });
    return { done: copy.revoked };
  }
  throw new Response("Unknown action.", { status: 400 });
}

export default function Account() {
  const { user, passkeys, sessionEnds } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <OfficePage
      title={copy.title}
      intro={
        <>
          <Typed>{user.name}</Typed> · <Typed>{user.email}</Typed> · {officeCopy.shell.roles[user.role]}
        </>
      }
    >
      {result && "error" in result ? <Notice tone="error">{result.error}</Notice> : null}
      {result && "done" in result ? <Notice>{result.done}</Notice> : null}
      <section aria-labelledby="passkeys-heading">
        <h2 id="passkeys-heading" className="text-lg font-semibold">
          {copy.passkeys}
        </h2>
        <ul className="mt-2 divide-y divide-slate-200 rounded border border-slate-300 bg-white">
          {passkeys.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center gap-3 px-3 py-2 text-sm">
              <span className="flex-1">
                {passkeyText(p)}
                {p.synced ? ` · ${copy.synced}` : ""}
              </span>
              {p.revocable ? (
                <RevokePasskey id={p.id} button={copy.revoke} whose={copy.passkeyLabel(p.created)} />
              ) : (
                <span className="text-slate-700">{copy.onlyPasskey}</span>
              )}
            </li>
          ))}
        </ul>
        <p className="mt-2 max-w-prose text-sm text-slate-700">{copy.lostPhone}</p>
      </section>
      <section aria-labelledby="sessions-heading" className="space-y-3">
        <h2 id="sessions-heading" className="text-lg font-semibold">
          {copy.signOut}
        </h2>
        <p className="text-sm text-slate-700">{copy.session(sessionEnds)}</p>
        <div className="flex flex-wrap gap-3">
          <IntentForm intent="sign-out">
            <button type="submit" className={buttonClass}>
              {copy.signOut}
            </button>
          </IntentForm>
          <IntentForm intent="sign-out-everywhere">
            <button type="submit" className={secondaryButtonClass} aria-describedby="everywhere-hint">
              {copy.signOutEverywhere}
            </button>
          </IntentForm>
        </div>
        <p id="everywhere-hint" className="text-sm text-slate-700">
          {copy.signOutEverywhereHint}
        </p>
      </section>
    </OfficePage>
  );
}
