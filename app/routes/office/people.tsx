import { data, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/people";
import { officeCopy } from "~/content/office/copy";
import { officePaths } from "~/content/office/paths";
import {
  buttonClass,
  dangerButtonClass,
  inputClass,
  Notice,
  OfficePage,
  secondaryButtonClass,
} from "~/components/office/office-page";
import { requestInfoContext } from "~/lib/leads/lead-context";
import { RevokePasskey, passkeyText, passkeyView } from "~/components/office/passkeys";
import { invite } from "~/lib/office/invitations.server";
import {
  activeOwners,
  changeRole,
  getUser,
  isEmail,
  isOwnLastPasskey,
  listPeople,
  revokePasskey,
  revokePerson,
} from "~/lib/office/office-store.server";
import { OFFICE_ROLES, type OfficeRole } from "~/lib/office/roles";
import { officeOf, requireFreshPasskey, requireOfficeUser } from "~/lib/office/session.server";
import { IntentForm } from "~/components/office/work-ui";
import { isolateText } from "~/lib/site/bidi";
import { Typed } from "~/components/office/typed";

const copy = officeCopy.people;

export const meta: Route.MetaFunction = () => [{ title: `${copy.title} | ${officeCopy.siteName}` }];

export async function loader(args: Route.LoaderArgs) {
  const me = await requireOfficeUser(args, "owner");
  const office = officeOf(args.context);
  return {
    me: me.id,
    people: listPeople(office.db).map((p) => {
      const keys = p.passkeys.filter((k) => k.revoked_at === null);
      return {
        id: p.id,
        name: p.name,
        email: p.email,
        role: p.role,
        revoked: p.revoked_at !== null,
        passkeys: keys.map((k) => ({
          ...passkeyView(k),
          revocable: !isOwnLastPasskey({ userId: me.id }, p.id, keys.length),
        })),
      };
    }),
  };
}

const isRole = (v: unknown): v is OfficeRole => OFFICE_ROLES.includes(v as OfficeRole);

/**
 * Owners only: invite someone; and, after a fresh passkey check, change a role, revoke a person (their
 * sessions end at once) or one passkey. The last owner can be neither demoted nor revoked.
 */
export async function action(args: Route.ActionArgs) {
  const me = await requireOfficeUser(args, "owner");
  const office = officeOf(args.context);
  const form = await args.request.formData();
  const intent = form.get("intent");
  const actor = { userId: me.id };
  if (intent === "invite") {
    const { clientIp } = args.context.get(requestInfoContext);
    if (!office.limits.invite.hit(clientIp))
      return data({ error: officeCopy.signIn.tooMany }, { status: 429 });
    const email = String(form.get("email") ?? "")
      .trim()
      .toLowerCase();
    const role = form.get("role");
    if (!isEmail(email) || !isRole(role)) return data({ error: copy.badEmail }, { status: 400 });
    const result = invite(office.db, {
      email,
      role,
      actor,
      origin: office.rp.origin,
      queueMail: office.queueMail,
    });
    return { invited: { email, link: result.link, mailed: result.mailed } };
  }
  await requireFreshPasskey(args, officePaths.people);
  const person = getUser(office.db, Number(form.get("person")));
  if (intent === "revoke-passkey") {
    const id = String(form.get("passkey") ?? "");
    const outcome = revokePasskey(office.db, actor, id);
    if (outcome === "not-found") throw new Response("No such passkey.", { status: 404 });
    if (outcome === "only-own")
      return data({ error: officeCopy.account.onlyPasskeyRefused }, { status: 409 });
    return { done: copy.done };
  }
  if (!person) throw new Response("No such person.", { status: 404 });
  const lastOwner = person.role === "owner" && activeOwners(office.db) <= 1;
  if (intent === "role") {
    const role = form.get("role");
    if (!isRole(role)) return data({ error: copy.badEmail }, { status: 400 });
    if (lastOwner && role !== "owner") return data({ error: copy.lastOwner }, { status: 409 });
    changeRole(office.db, actor, person.id, role);
    return { done: copy.done };
  }
  if (intent === "revoke-person") {
    if (lastOwner) return data({ error: copy.lastOwner }, { status: 409 });
    revokePerson(office.db, actor, person.id);
    return { done: copy.done };
  }
  throw new Response("Unknown action.", { status: 400 });
}

/** The role to give someone (`whose` tells a screen reader whose role it is, where the list has many). */
function RoleField({ id, current, whose }: { id: string; current: OfficeRole; whose?: string }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {copy.role}
        {whose ? (
          <span className="sr-only">
            {" "}
            (<Typed>{whose}</Typed>)
          </span>
        ) : null}
      </label>
      <select id={id} name="role" defaultValue={current} className={`mt-1 ${inputClass}`}>
        {OFFICE_ROLES.map((r) => (
          <option key={r} value={r}>
            {officeCopy.shell.roles[r]}
          </option>
        ))}
      </select>
    </div>
  );
}

export default function People() {
  const { people, me } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const invited = result && "invited" in result ? result.invited : undefined;
  return (
    <OfficePage title={copy.title} intro={copy.intro}>
      {result && "error" in result ? <Notice tone="error">{result.error}</Notice> : null}
      {result && "done" in result ? <Notice>{result.done}</Notice> : null}
      {invited ? (
        <div role="status" className="space-y-2 rounded border border-emerald-300 bg-emerald-50 p-3 text-sm">
          <p>
            {copy.inviteCreated(isolateText(invited.email))}{" "}
            {invited.mailed ? copy.inviteMailed : copy.inviteNotMailed}
          </p>
          <p className="font-semibold">{copy.copyHint}</p>
          <p>
            <code data-testid="invitation-link" className="block break-all rounded bg-white p-2">
              {invited.link}
            </code>
          </p>
        </div>
      ) : null}

      <section aria-labelledby="invite-heading" className="rounded border border-slate-300 bg-white p-4">
        <h2 id="invite-heading" className="text-lg font-semibold">
          {copy.invite}
        </h2>
        <IntentForm intent="invite" className="mt-3 grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end">
          <div>
            <label htmlFor="invite-email" className="block text-sm font-semibold">
              {copy.email}
            </label>
            <input
              id="invite-email"
              name="email"
              type="email"
              required
              autoComplete="off"
              className={`mt-1 ${inputClass}`}
            />
          </div>
          <RoleField id="invite-role" current="office" />
          <button type="submit" className={buttonClass}>
            {copy.send}
          </button>
        </IntentForm>
        <ul className="mt-3 list-disc pl-5 text-sm text-slate-700">
          <li>{copy.roles.owner}</li>
          <li>{copy.roles.office}</li>
        </ul>
      </section>

      <section aria-labelledby="people-heading">
        <h2 id="people-heading" className="sr-only">
          {copy.title}
        </h2>
        <ul className="space-y-3">
          {people.map((p) => (
            <li key={p.id} className="rounded border border-slate-300 bg-white p-4" data-person={p.email}>
              <div className="flex flex-wrap items-baseline gap-x-3">
                <h3 className="font-semibold">
                  <Typed>{p.name}</Typed>
                  {p.id === me ? ` (${copy.you})` : ""}
                </h3>
                <span className="text-sm text-slate-700">
                  <Typed>{p.email}</Typed>
                </span>
                <span className="text-sm font-semibold">
                  {p.revoked ? copy.revoked : officeCopy.shell.roles[p.role]}
                </span>
              </div>
              {p.revoked ? null : (
                <>
                  <ul className="mt-2 space-y-2 text-sm">
                    {p.passkeys.map((k) => (
                      <li key={k.id} className="flex flex-wrap items-center gap-2">
                        <span className="flex-1">{passkeyText(k)}</span>
                        {k.revocable ? (
                          <RevokePasskey
                            id={k.id}
                            button={copy.revokePasskey}
                            whose={`${p.name}, ${officeCopy.account.passkeyLabel(k.created)}`}
                          />
                        ) : (
                          <span className="text-slate-700">{officeCopy.account.onlyPasskey}</span>
                        )}
                      </li>
                    ))}
                  </ul>
                  <div className="mt-3 flex flex-wrap items-end gap-3">
                    <IntentForm intent="role" className="flex items-end gap-2">
                      <input type="hidden" name="person" value={p.id} />
                      <RoleField id={`role-${p.id}`} current={p.role} whose={p.name} />
                      <button type="submit" className={secondaryButtonClass}>
                        {copy.changeRole}
                        <span className="sr-only">
                          {" "}
                          (<Typed>{p.name}</Typed>)
                        </span>
                      </button>
                    </IntentForm>
                    <IntentForm intent="revoke-person">
                      <input type="hidden" name="person" value={p.id} />
                      <button type="submit" className={dangerButtonClass}>
                        {copy.revokePerson}
                        <span className="sr-only">
                          {" "}
                          (<Typed>{p.name}</Typed>)
                        </span>
                      </button>
                    </IntentForm>
                  </div>
                </>
              )}
            </li>
          ))}
        </ul>
      </section>
    </OfficePage>
  );
}
