import { Link, useLoaderData } from "react-router";
import type { Route } from "./+types/audit";
import { officeCopy } from "~/content/office/copy";
import { officePaths } from "~/content/office/paths";
import { leadRetentionMonths } from "~/content/company";
import { OfficePage } from "~/components/office/office-page";
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
      action: e.action,
      subject: `${e.subject_type} #${e.subject_id.length > 16 ? `${e.subject_id.slice(0, 12)}…` : e.subject_id}`,
      fields: e.fields.join(", "),
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
        // A region the keyboard can scroll when the table is wider than a phone.
        <div
          className="overflow-x-auto rounded border border-slate-300 bg-white focus-visible:outline-2 focus-visible:outline-amber-500"
          role="region"
          aria-labelledby="audit-caption"
          // A scrollable region must be reachable by keyboard (WCAG 2.1.1, axe's scrollable-region-focusable).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
        >
          <table className="w-full text-left text-sm">
            <caption id="audit-caption" className="sr-only">
              {copy.title}
            </caption>
            <thead className="bg-slate-100">
              <tr>
                {Object.values(copy.table).map((h) => (
                  <th key={h} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {entries.map((e) => (
                <tr key={e.id}>
                  <td className="px-3 py-2 whitespace-nowrap">{e.at}</td>
                  <td className="px-3 py-2">{e.who}</td>
                  <td className="px-3 py-2 font-mono text-xs">{e.action}</td>
                  <td className="px-3 py-2 font-mono text-xs">{e.subject}</td>
                  <td className="px-3 py-2">{e.fields}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <nav aria-label={copy.title} className="flex gap-4 text-sm">
        {paged ? (
          <Link className="underline" to={officePaths.audit}>
            {copy.newest}
          </Link>
        ) : null}
        {next ? (
          <Link className="underline" to={`${officePaths.audit}?before=${next}`}>
            {copy.older}
          </Link>
        ) : null}
      </nav>
    </OfficePage>
  );
}
