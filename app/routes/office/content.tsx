import { data, Form, Link, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/content";
import { Notice, OfficePage, buttonClass, secondaryButtonClass } from "~/components/office/office-page";
import { Badges, StorageBanner, badgesOf } from "~/components/office/content-parts";
import { RecordList, tapLinkClass } from "~/components/office/work-ui";
import { Typed } from "~/components/office/typed";
import { officeCopy } from "~/content/office/copy";
import { publishProblemWords } from "~/content/office/content";
import { contentListCopy as copy } from "~/content/office/website";
import { CONTENT_KINDS, type ContentKind } from "~/lib/content-store/content-record";
import { contentPaths, editorPathOf, listPath } from "~/lib/office/content-paths";
import { officeDate, officeDateTime } from "~/lib/office/format";
import { requireOfficeUser } from "~/lib/office/session.server";
import { officeWork } from "~/lib/office/work.server";
import { problemText } from "~/lib/office/content-words";

export const meta: Route.MetaFunction = () => [{ title: `${copy.title} | ${officeCopy.siteName}` }];

const kindOf = (value: string | null): ContentKind | undefined => CONTENT_KINDS.find((k) => k === value);

/** The notices a redirect back to the list carries (`?done=`). */
const DONE = ["saved", "published", "unpublished", "deleted"] as const;
type Done = (typeof DONE)[number];

export async function loader(args: Route.LoaderArgs) {
  await requireOfficeUser(args);
  const { content, media } = officeWork(args.context);
  const url = new URL(args.request.url);
  const kind = kindOf(url.searchParams.get("kind"));
  const done = DONE.find((d) => d === url.searchParams.get("done"));
  return {
    kind: kind ?? null,
    done: (done ?? null) as Done | null,
    usage: media.usage(),
    // The latest changes first: what was just saved is at the top.
    rows: content
      .list(kind)
      .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
      .map((row) => ({
        key: row.key,
        kind: row.kind,
        title: row.title,
        href: editorPathOf(row.key),
        changed: officeDate(row.updatedAt),
        updatedAt: row.updatedAt,
        deleted: row.state === "deleted",
        badges: badgesOf({
          ...row,
          restorableLabel: row.restorableUntil ? officeDate(row.restorableUntil) : "",
          scheduledLabel: row.scheduledAt ? officeDateTime(row.scheduledAt) : "",
        }),
      })),
  };
}

/** Restore a deleted record (it comes back unpublished). */
export async function action(args: Route.ActionArgs) {
  const user = await requireOfficeUser(args);
  const { content } = officeWork(args.context);
  const form = await args.request.formData();
  const key = String(form.get("key") ?? "").slice(0, 300);
  if (form.get("intent") !== "undelete" || !key)
    return data({ ok: false, message: publishProblemWords.notFound() }, { status: 400 });
  const result = await content.undelete(user, key);
  if (result.ok) return { ok: true, message: copy.undeleted };
  const message =
    "renderError" in result
      ? result.renderError
      : "problems" in result
        ? result.problems.map(problemText).join(" ")
        : publishProblemWords.notFound();
  return data({ ok: false, message }, { status: 409 });
}

export default function ContentList() {
  const { kind, done, usage, rows } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const filters: { label: string; href: string; current: boolean }[] = [
    { label: copy.kinds.all, href: listPath(), current: kind === null },
    { label: copy.kinds.project, href: listPath({ kind: "project" }), current: kind === "project" },
    { label: copy.kinds.article, href: listPath({ kind: "article" }), current: kind === "article" },
  ];
  return (
    <OfficePage title={copy.heading} intro={copy.lead}>
      <StorageBanner usage={usage} />
      {done ? <Notice>{copy.notice[done]}</Notice> : null}
      {answer ? <Notice tone={answer.ok ? "ok" : "error"}>{answer.message}</Notice> : null}
      <div className="flex flex-wrap gap-2">
        <Link to={contentPaths.newProject} className={buttonClass}>
          {copy.newProject}
        </Link>
        <Link to={contentPaths.newArticle} className={secondaryButtonClass}>
          {copy.newArticle}
        </Link>
      </div>
      <nav aria-label={copy.filters}>
        <ul className="flex flex-wrap gap-x-1 border-b border-slate-300">
          {filters.map((f) => (
            <li key={f.href}>
              <Link
                to={f.href}
                aria-current={f.current ? "page" : undefined}
                className={`inline-flex min-h-11 items-center px-3 text-sm ${f.current ? "border-b-2 border-navy-900 font-semibold text-navy-950" : "text-slate-700 hover:text-navy-950"}`}
              >
                {f.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <RecordList items={rows} none={copy.none} testId="content-list">
        {(row) => (
          <li
            key={row.key}
            className="grid gap-2 p-3 text-sm sm:grid-cols-[1fr_auto] sm:items-center"
            data-key={row.key}
          >
            <div className="min-w-0 space-y-1">
              <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
                {copy.kindLabel[row.kind]}
              </p>
              {row.deleted ? (
                <p className="text-base font-semibold text-slate-700">
                  <Typed>{row.title}</Typed>
                </p>
              ) : (
                <Link to={row.href} className={`${tapLinkClass} text-base`}>
                  <Typed>{row.title}</Typed>
                </Link>
              )}
              <Badges badges={row.badges} />
              <p className="text-slate-700">
                <time dateTime={row.updatedAt}>{copy.updated(row.changed)}</time>
              </p>
            </div>
            {row.deleted ? (
              <Form method="post">
                <input type="hidden" name="intent" value="undelete" />
                <input type="hidden" name="key" value={row.key} />
                <button
                  type="submit"
                  className={secondaryButtonClass}
                  aria-label={copy.undeleteLabel(row.title)}
                >
                  {copy.undelete}
                </button>
              </Form>
            ) : null}
          </li>
        )}
      </RecordList>
    </OfficePage>
  );
}
