import { Link, useLoaderData } from "react-router";
import type { Route } from "./+types/audit";
import { auditActionWords, auditFieldWords, auditSubjectWords, auditWord } from "~/content/office/audit";
import { officeCopy } from "~/content/office/copy";
import { officePaths } from "~/content/office/paths";
import { leadRetentionMonths, securityLogDays } from "~/content/company";
import { OfficePage } from "~/components/office/office-page";
import { tapLinkClass } from "~/components/office/work-ui";
import { listAudit } from "~/lib/office/audit.server";
import { listSecurityEvents } from "~/lib/office/security-events.server";
import { officeDateTime } from "~/lib/office/format";
import { officeOf, requireOfficeUser } from "~/lib/office/session.server";
import { Typed } from "~/components/office/typed";

const copy = officeCopy.audit;
/** How many of the newest security events the page shows. */
const SECURITY_SHOWN = 50;
/** A long id (a passkey's) cut to its first 12 characters. */
const shortId = (id: string) => (id.length > 16 ? `${id.slice(0, 12)}…` : id);

export const meta: Route.MetaFunction = () => [{ title: `${copy.title} | ${officeCopy.siteName}` }];

/** Owners read the log, newest first, a page at a time, and the newest security events below it. */
export async function loader(args: Route.LoaderArgs) {
  await requireOfficeUser(args);
  const before = Number(new URL(args.request.url).searchParams.get("before"));
  const db = officeOf(args.context).db;
  const { entries, next } = listAudit(db, {
    before: Number.isSafeInteger(before) && before > 0 ? before : undefined,
  });
  return {
    security: listSecurityEvents(db, { limit: SECURITY_SHOWN }).map((e) => ({
      id: e.id,
      at: officeDateTime(e.at),
      what: copy.security.kinds[e.kind],
      who: e.user_name ?? (e.user_id === null ? copy.security.unknownPasskey : copy.formerPerson(e.user_id)),
      passkey: e.credential_id ? shortId(e.credential_id) : "",
      address: e.address ?? "",
    })),
    paged: before > 0,
    next,
    entries: entries.map((e) => ({
      id: e.id,
      at: officeDateTime(e.at),
      who: e.actor === "cli" ? copy.cli : (e.user_name ?? copy.formerPerson(e.user_id ?? 0)),
      action: auditWord(auditActionWords, e.action),
      subject: `${auditWord(auditSubjectWords, e.subject_type)} #${shortId(e.subject_id)}`,
      fields: e.fields.map((f) => auditWord(auditFieldWords, f)).join(", "),
    })),
  };
}

export default function Audit() {
  const { entries, next, paged, security } = useLoaderData<typeof loader>();
  return (
    <OfficePage title={copy.title} intro={copy.intro(leadRetentionMonths)}>
      {entries.length === 0 ? (
        <p>{copy.empty}</p>
      ) : (
        // One entry a card: it reads down a phone's width, nothing scrolls sideways.
        <ol
          className="divide-y divide-slate-200 rounded border border-slate-300 bg-white"
          data-testid="audit-entries"
        >
          {entries.map((e) => (
            <li key={e.id} className="p-3 text-sm">
              <p className="font-semibold text-navy-950">{e.action}</p>
              <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-slate-800">
                <dt className="text-slate-700">{copy.table.when}</dt>
                <dd>{e.at}</dd>
                <dt className="text-slate-700">{copy.table.who}</dt>
                <dd className="break-words">
                  <Typed>{e.who}</Typed>
                </dd>
                <dt className="text-slate-700">{copy.table.subject}</dt>
                <dd className="break-all">{e.subject}</dd>
                {e.fields ? (
                  <>
                    <dt className="text-slate-700">{copy.table.fields}</dt>
                    <dd>{e.fields}</dd>
                  </>
                ) : null}
              </dl>
            </li>
          ))}
        </ol>
      )}
      <nav aria-label={copy.title} className="flex gap-4 text-sm">
        {paged ? (
          <Link className={tapLinkClass} to={officePaths.audit}>
            {copy.newest}
          </Link>
        ) : null}
        {next ? (
          <Link className={tapLinkClass} to={`${officePaths.audit}?before=${next}`}>
            {copy.older}
          </Link>
        ) : null}
      </nav>
      <section aria-labelledby="security-heading" className="space-y-2">
        <h2 id="security-heading" className="text-lg font-semibold">
          {copy.security.title}
        </h2>
        <p className="max-w-prose text-sm text-slate-700">
          {copy.security.intro(SECURITY_SHOWN, securityLogDays)}
        </p>
        {security.length === 0 ? (
          <p>{copy.security.empty}</p>
        ) : (
          <div
            className="overflow-x-auto rounded border border-slate-300 bg-white focus-visible:outline-2 focus-visible:outline-amber-500"
            role="region"
            aria-labelledby="security-caption"
            // A scrollable region must be reachable by keyboard (WCAG 2.1.1, axe's scrollable-region-focusable).
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
          >
            <table className="w-full text-left text-sm" data-testid="security-events">
              <caption id="security-caption" className="sr-only">
                {copy.security.caption}
              </caption>
              <thead className="bg-slate-100">
                <tr>
                  {Object.values(copy.security.table).map((h) => (
                    <th key={h} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {security.map((e) => (
                  <tr key={e.id}>
                    <td className="px-3 py-2 whitespace-nowrap">{e.at}</td>
                    <td className="px-3 py-2">{e.what}</td>
                    <td className="px-3 py-2">
                      <Typed>{e.who}</Typed>
                    </td>
                    <td className="px-3 py-2 font-mono text-xs">{e.passkey}</td>
                    <td className="px-3 py-2 font-mono text-xs">{e.address}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </OfficePage>
  );
}
