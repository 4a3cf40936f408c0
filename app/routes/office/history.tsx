import { data, Form, Link, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/history";
import { Notice, OfficePage, secondaryButtonClass } from "~/components/office/office-page";
import { Typed } from "~/components/office/typed";
import { tapLinkClass } from "~/components/office/work-ui";
import { historyCopy as copy } from "~/content/office/articles";
import { officeCopy } from "~/content/office/copy";
import { editorPathOf } from "~/lib/office/content-paths";
import { problemText } from "~/lib/office/content-words";
import { officeDateTime } from "~/lib/office/format";
import { fieldChanges, trimSame, type FieldChange } from "~/lib/office/record-history";
import { requireOfficeUser } from "~/lib/office/session.server";
import { officeWork } from "~/lib/office/work.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.heading ?? copy.notFound} | ${officeCopy.siteName}` },
];

/** A store key as the URL gives it ("article:<slug>", "project:<id>"); anything else is nobody's. */
const KEY = /^(article:[A-Za-z0-9-]{1,200}|project:\d{1,15})$/;

const fieldName = (path: string) => copy.fields[path] ?? path;

export async function loader(args: Route.LoaderArgs) {
  await requireOfficeUser(args);
  const key = args.params.key;
  const { content } = officeWork(args.context);
  const detail = KEY.test(key) ? content.get(key) : undefined;
  if (!detail) throw data(copy.notFound, { status: 404 });
  const title = (detail.draft ?? detail.published)?.record.title ?? key;
  const versions = content.history(key);
  // The version the site shows now: the newest, while the record is published.
  const live = detail.state === "published" || detail.state === "published-with-draft";
  return {
    key,
    heading: copy.title(title),
    editor: detail.state === "deleted" ? null : editorPathOf(key),
    versions: versions.map((v, i) => {
      const previous = versions[i + 1];
      return {
        id: v.id,
        number: versions.length - i,
        at: v.at,
        when: officeDateTime(v.at),
        by: v.by,
        current: live && i === 0,
        first: previous === undefined,
        changed: v.changed.map(fieldName),
        changes: fieldChanges(v.changed, v.record.record, previous?.record.record).map((c) => ({
          ...c,
          label: fieldName(c.path),
        })),
      };
    }),
  };
}

/** "Restore this version": published again, as a new version. */
export async function action(args: Route.ActionArgs) {
  const user = await requireOfficeUser(args);
  const key = args.params.key;
  const { content } = officeWork(args.context);
  const form = await args.request.formData();
  const versionId = Number(form.get("version"));
  if (
    !KEY.test(key) ||
    form.get("intent") !== "restore" ||
    !Number.isSafeInteger(versionId) ||
    versionId <= 0
  )
    return data({ ok: false, message: copy.notFound, problems: [] as string[] }, { status: 400 });
  const versions = content.history(key);
  const number = versions.length - versions.findIndex((v) => v.id === versionId);
  const result = await content.restore(user, key, versionId);
  if (result.ok) return { ok: true, message: copy.restored(number), problems: [] as string[] };
  if ("renderError" in result)
    return data(
      { ok: false, message: `${copy.refused} ${result.renderError}`, problems: [] as string[] },
      { status: 500 },
    );
  return data(
    {
      ok: false,
      message: copy.refused,
      problems: "problems" in result ? result.problems.map(problemText) : [],
    },
    { status: 409 },
  );
}

export default function History() {
  const { heading, editor, versions } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <OfficePage title={heading} intro={copy.intro}>
      {editor ? (
        <p>
          <Link to={editor} className={tapLinkClass}>
            {copy.back}
          </Link>
        </p>
      ) : null}
      {answer ? (
        <Notice tone={answer.ok ? "ok" : "error"}>
          {answer.message}
          {answer.problems.length > 0 ? ` ${answer.problems.join(" ")}` : ""}
        </Notice>
      ) : null}
      {versions.length === 0 ? <p className="text-sm text-slate-700">{copy.none}</p> : null}
      <ol className="space-y-4" data-testid="versions">
        {versions.map((v) => (
          <li
            key={v.id}
            className="space-y-2 rounded border border-slate-300 bg-white p-3 text-sm"
            data-version={v.id}
          >
            <h2 className="text-base font-semibold text-navy-950">{copy.version(v.number)}</h2>
            <p className="text-slate-700">
              <time dateTime={v.at}>{copy.by(v.by, v.when)}</time>
            </p>
            {v.current ? <p className="font-semibold text-emerald-800">{copy.current}</p> : null}
            <p>
              {v.first
                ? copy.first
                : v.changed.length > 0
                  ? copy.changed(v.changed.join(", "))
                  : copy.nothingChanged}
            </p>
            {!v.first && v.changes.length > 0 ? (
              <details>
                <summary className="cursor-pointer py-3 font-semibold text-navy-950">
                  {copy.showChanges}
                </summary>
                <dl className="mt-2 space-y-3">
                  {v.changes.map((c) => (
                    <Change key={c.path} change={c} />
                  ))}
                </dl>
              </details>
            ) : null}
            {v.current ? null : (
              <Form method="post">
                <input type="hidden" name="intent" value="restore" />
                <input type="hidden" name="version" value={v.id} />
                <button
                  type="submit"
                  className={secondaryButtonClass}
                  aria-label={copy.restoreLabel(v.number)}
                >
                  {copy.restore}
                </button>
              </Form>
            )}
          </li>
        ))}
      </ol>
    </OfficePage>
  );
}

/** One field's change: old → new, or a line diff of long text (both texts when too long to diff). */
function Change({ change }: { change: FieldChange & { label: string } }) {
  const shown = (text: string) =>
    text === "" ? <span className="text-slate-600">{copy.empty}</span> : <Typed>{text}</Typed>;
  return (
    <div className="min-w-0">
      <dt className="font-semibold">{change.label}</dt>
      {change.lines ? (
        <dd>
          <pre
            className="mt-1 overflow-x-auto rounded border border-slate-200 bg-slate-50 p-2 text-xs whitespace-pre-wrap"
            data-testid="line-diff"
          >
            {trimSame(change.lines).map((line, i) =>
              line.op === "gap" ? (
                <span key={i} className="block text-slate-600">
                  ⋯
                </span>
              ) : line.op === "same" ? (
                <span key={i} className="block">
                  {`  ${line.text}`}
                </span>
              ) : line.op === "add" ? (
                <ins
                  key={i}
                  className="block bg-emerald-100 text-emerald-950 no-underline"
                  title={copy.added}
                >
                  {`+ ${line.text}`}
                </ins>
              ) : (
                <del key={i} className="block bg-red-100 text-red-950" title={copy.removed}>
                  {`− ${line.text}`}
                </del>
              ),
            )}
          </pre>
        </dd>
      ) : (
        <dd className="grid gap-1 sm:grid-cols-2">
          <div>
            <span className="text-slate-700">{copy.was}: </span>
            <del className="bg-red-50 whitespace-pre-wrap">{shown(change.before)}</del>
          </div>
          <div>
            <span className="text-slate-700">{copy.now}: </span>
            <ins className="bg-emerald-50 whitespace-pre-wrap no-underline">{shown(change.after)}</ins>
          </div>
        </dd>
      )}
    </div>
  );
}
