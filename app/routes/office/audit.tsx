import { Link, useLoaderData } from "react-router";
import type { Route } from "./+types/audit";
import { auditActionWords, auditFieldWords, auditSubjectWords, auditWord } from "~/content/office/audit";
import { officeCopy } from "~/content/office/copy";
import { officePaths } from "~/content/office/paths";
import { leadRetentionMonths } from "~/content/company";
import { OfficePage } from "~/components/office/office-page";
import { tapLinkClass } from "~/components/office/work-ui";
import { listAudit } from "~/lib/office/audit.server";
import { officeDateTime } from "~/lib/office/format";
import { officeOf, requireOfficeUser } from "~/lib/office/session.server";

const copy = officeCopy.audit;

export const meta: Route.MetaFunction = () => [{ title: `${copy.title} | ${officeCopy.siteName}` }];

/** Owners read the log, newest first, a page at a time. */
export async function loader(args: Route.LoaderArgs) {
  await requireOfficeUser(args);
  const before = Number(new URL(args.request.url).searchParams.get("before"));
  const { entries, next } = listAudit(officeOf(args.context).db, {
    before: Number.isSafeInteger(before) && before > 0 ? before : undefined,
  });
  return {
    paged: before > 0,
    next,
    entries: entries.map((e) => ({
      id: e.id,
      at: officeDateTime(e.at),
      who: e.actor === "cli" ? copy.cli : (e.user_name ?? copy.formerPerson(e.user_id ?? 0)),
      action: auditWord(auditActionWords, e.action),
      subject: `${auditWord(auditSubjectWords, e.subject_type)} #${e.subject_id.length > 16 ? `${e.subject_id.slice(0, 12)}…` : e.subject_id}`,
      fields: e.fields.map((f) => auditWord(auditFieldWords, f)).join(", "),
    })),
  };
}

export default function Audit() {
  const { entries, next, paged } = useLoaderData<typeof loader>();
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
                <dd className="break-words">{e.who}</dd>
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
    </OfficePage>
  );
}
