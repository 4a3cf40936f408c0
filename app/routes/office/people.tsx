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
import { officeDateTime } from "~/lib/office/format";
import { invite } from "~/lib/office/invitations.server";
import {
  cancelInvitation,
  changeRole,
  isEmail,
  isOwnLastPasskey,
  listPeople,
  pendingInvitations,
  reinstatePerson,
  revokePasskey,
  revokePerson,
  type PersonChange,
} from "~/lib/office/office-store.server";
import { OFFICE_ROLES, type OfficeRole } from "~/lib/office/roles";
import { officeOf, requireFreshPasskey, requireOfficeUser } from "~/lib/office/session.server";
import { IntentForm } from "~/components/office/work-ui";

const copy = officeCopy.people;

export const meta: Route.MetaFunction = () => [{ title: `${copy.title} | ${officeCopy.siteName}` }];

export async function loader(args: Route.LoaderArgs) {
  const me = await requireOfficeUser(args);
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
    pending: pendingInvitations(office.db).map((i) => ({
      id: i.id,
      email: i.email,
      role: i.role,
      accountName: i.accountName,
      invitedBy: i.invitedBy,
      expires: officeDateTime(i.expiresAt),
    })),
  };
}

const isRole = (v: unknown): v is OfficeRole => OFFICE_ROLES.includes(v as OfficeRole);

/** The actions People answers; anything else is a 400. */
const INTENTS = [
  "invite",
  "cancel-invitation",
  "role",
  "revoke-person",
  "reinstate",
  "revoke-passkey",
] as const;
type Intent = (typeof INTENTS)[number];
const isIntent = (v: unknown): v is Intent => INTENTS.includes(v as Intent);

/** A change to a person, as the page answers it. */
function answer(outcome: PersonChange) {
  if (outcome === "not-found") return data({ error: copy.noSuchPerson }, { status: 404 });
  if (outcome === "revoked") return data({ error: copy.personRevoked }, { status: 409 });
  if (outcome === "last-owner") return data({ error: copy.lastOwner }, { status: 409 });
  return { done: copy.done };
}

/**
 * Owners only (officeAccess). Cancelling an invitation takes effect at once; everything else needs a fresh
 * passkey check first: inviting (to an existing account the link only adds a passkey), changing a role,
 * revoking or restoring a person (their sessions end at once when revoked) or one passkey (the sessions
 * it signed in end with it). The last active owner can be neither demoted nor revoked (the store's rule).
 */
export async function action(args: Route.ActionArgs) {
  const me = await requireOfficeUser(args);
  const office = officeOf(args.context);
  const form = await args.request.formData();
  const intent = form.get("intent");
  if (!isIntent(intent)) return data({ error: copy.unknownAction }, { status: 400 });
  const actor = { userId: me.id };
  if (intent === "cancel-invitation") {
    const cancelled = cancelInvitation(office.db, actor, Number(form.get("invitation")));
    return cancelled ? { done: copy.cancelled } : data({ error: copy.noSuchInvitation }, { status: 404 });
  }
  await requireFreshPasskey(args, officePaths.people);
  const person = Number(form.get("person"));
  switch (intent) {
    case "invite": {
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
      if ("refused" in result) return data({ error: copy.inviteRevoked }, { status: 409 });
      const { account } = result;
      return {
        invited: {
          email,
          link: result.link,
          mailed: result.mailed,
          existing: account && copy.inviteExisting(account.name, officeCopy.shell.roles[account.role]),
        },
      };
    }
    case "revoke-passkey": {
      const outcome = revokePasskey(office.db, actor, String(form.get("passkey") ?? ""));
      if (outcome === "not-found") throw new Response("No such passkey.", { status: 404 });
      if (outcome === "only-own")
        return data({ error: officeCopy.account.onlyPasskeyRefused }, { status: 409 });
      return { done: copy.done };
    }
    case "role": {
      const role = form.get("role");
      if (!isRole(role)) return data({ error: copy.badRole }, { status: 400 });
      return answer(changeRole(office.db, actor, person, role));
    }
    case "revoke-person":
      return answer(revokePerson(office.db, actor, person));
    case "reinstate":
      return answer(reinstatePerson(office.db, actor, person));
  }
}

/** The role to give someone (`whose` tells a screen reader whose role it is, where the list has many). */
function RoleField({ id, current, whose }: { id: string; current: OfficeRole; whose?: string }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {copy.role}
        {whose ? <span className="sr-only"> ({whose})</span> : null}
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
  const { people, me, pending } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const invited = result && "invited" in result ? result.invited : undefined;
  return (
    <OfficePage title={copy.title} intro={copy.intro}>
      {result && "error" in result ? <Notice tone="error">{result.error}</Notice> : null}
      {result && "done" in result ? <Notice>{result.done}</Notice> : null}
      {invited ? (
        <div role="status" className="space-y-2 rounded border border-emerald-300 bg-emerald-50 p-3 text-sm">
          <p>
            {copy.inviteCreated(invited.email)} {invited.mailed ? copy.inviteMailed : copy.inviteNotMailed}
          </p>
          {invited.existing ? <p>{invited.existing}</p> : null}
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

      <section aria-labelledby="pending-heading" className="rounded border border-slate-300 bg-white p-4">
        <h2 id="pending-heading" className="text-lg font-semibold">
          {copy.pending}
        </h2>
        {pending.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">{copy.pendingNone}</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-200">
            {pending.map((i) => (
              <li
                key={i.id}
                className="flex flex-wrap items-center gap-3 py-2 text-sm"
                data-invitation={i.email}
              >
                <span className="flex-1">
                  <span className="font-semibold">{copy.pendingFor(i.email)}</span>
                  {" · "}
                  {i.accountName
                    ? copy.pendingPasskey(i.accountName)
                    : copy.pendingRole(officeCopy.shell.roles[i.role])}
                  {" · "}
                  {i.invitedBy ? copy.pendingBy(i.invitedBy) : copy.pendingByCli}
                  {" · "}
                  {copy.pendingExpires(i.expires)}
                </span>
                <IntentForm intent="cancel-invitation">
                  <input type="hidden" name="invitation" value={i.id} />
                  <button type="submit" className={dangerButtonClass}>
                    {copy.cancel}
                    <span className="sr-only"> ({i.email})</span>
                  </button>
                </IntentForm>
              </li>
            ))}
          </ul>
        )}
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
                  {p.name}
                  {p.id === me ? ` (${copy.you})` : ""}
                </h3>
                <span className="text-sm text-slate-700">{p.email}</span>
                <span className="text-sm font-semibold">
                  {p.revoked ? copy.revoked : officeCopy.shell.roles[p.role]}
                </span>
              </div>
              {p.revoked ? (
                <div className="mt-3 flex flex-wrap items-center gap-3">
                  <IntentForm intent="reinstate">
                    <input type="hidden" name="person" value={p.id} />
                    <button
                      type="submit"
                      className={secondaryButtonClass}
                      aria-describedby={`reinstate-${p.id}`}
                    >
                      {copy.reinstate}
                      <span className="sr-only"> ({p.name})</span>
                    </button>
                  </IntentForm>
                  <p id={`reinstate-${p.id}`} className="text-sm text-slate-700">
                    {copy.reinstateHint}
                  </p>
                </div>
              ) : (
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
                        <span className="sr-only"> ({p.name})</span>
                      </button>
                    </IntentForm>
                    <IntentForm intent="revoke-person">
                      <input type="hidden" name="person" value={p.id} />
                      <button type="submit" className={dangerButtonClass}>
                        {copy.revokePerson}
                        <span className="sr-only"> ({p.name})</span>
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
