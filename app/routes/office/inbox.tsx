import { useEffect, useRef, useState } from "react";
import { Form, Link, useLoaderData, useRevalidator } from "react-router";
import type { Route } from "./+types/inbox";
import { Notice, OfficePage, buttonClass, secondaryButtonClass } from "~/components/office/office-page";
import { ExportButton } from "~/components/office/export-button";
import {
  RecordList,
  SelectField,
  StageBadge,
  TextField,
  tapLinkClass,
  optionsOf,
} from "~/components/office/work-ui";
import { officeCopy } from "~/content/office/copy";
import { officePaths } from "~/content/office/paths";
import { doorLabels, inboxCopy as copy, languageLabels, stageLabels } from "~/content/office/work";
import { officeDateTime } from "~/lib/office/format";
import { DOORS, STAGES, formatDuration } from "~/lib/office/pipeline";
import { filterOf, listRequests, newestCursor } from "~/lib/office/requests.server";
import { requireOfficeUser } from "~/lib/office/session.server";
import { officeWork } from "~/lib/office/work.server";
import { liveQuery, officeWorkPaths, requestPath } from "~/lib/office/work-paths";
import { Typed } from "~/components/office/typed";

export const meta: Route.MetaFunction = () => [{ title: `${copy.title} | ${officeCopy.siteName}` }];

export async function loader(args: Route.LoaderArgs) {
  await requireOfficeUser(args);
  const { db } = officeWork(args.context);
  const url = new URL(args.request.url);
  const filter = filterOf(url);
  const page = Number(url.searchParams.get("page") ?? 1);
  const list = listRequests(db.db, filter, Number.isFinite(page) ? page : 1);
  const query = new URLSearchParams(
    Object.entries(filter).map(([k, v]) => [k, String(v)] as [string, string]),
  ).toString();
  return { ...list, filter, query, cursor: newestCursor(db.db) };
}

/** How often the open inbox asks whether requests arrived (any process may have stored them). */
const POLL_MS = 10_000;

export default function Inbox() {
  const { items, total, page, pages, filter, query, cursor } = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const seen = useRef(cursor);
  const [fresh, setFresh] = useState(0);

  // New requests appear without a reload: ask the live route, then load the list again.
  useEffect(() => {
    let stopped = false;
    const tick = async () => {
      try {
        const answer = await fetch(`${officeWorkPaths.live}?${liveQuery(seen.current)}`, {
          headers: { Accept: "application/json" },
          credentials: "same-origin",
        });
        if (!answer.ok || stopped) return;
        const body = (await answer.json()) as { count: number; cursor: typeof cursor };
        if (body.count > 0) {
          seen.current = body.cursor;
          setFresh((n) => n + body.count);
          void revalidator.revalidate();
        }
      } catch {
        // Offline for a moment: the next tick asks again.
      }
    };
    const timer = window.setInterval(() => void tick(), POLL_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
    // The revalidator's identity changes with its state; the poll keeps one timer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The tab's title counts what arrived while it was open.
  useEffect(() => {
    const base = `${copy.title} | ${officeCopy.siteName}`;
    document.title = copy.titleCount(fresh, base);
  }, [fresh]);

  const pageLink = (n: number) =>
    `${officePaths.home}?${new URLSearchParams([...new URLSearchParams(query), ["page", String(n)]])}`;
  return (
    <OfficePage title={copy.heading} intro={copy.lead}>
      <div aria-live="polite" data-testid="inbox-fresh">
        {fresh > 0 ? <Notice>{copy.fresh(fresh)}</Notice> : null}
      </div>
      <Form method="get" className="rounded border border-slate-300 bg-white p-3" aria-label={copy.filters}>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-7">
          <TextField
            id="f-q"
            name="q"
            type="search"
            label={copy.search}
            defaultValue={filter.q ?? ""}
            className="col-span-2 sm:col-span-3 lg:col-span-2"
          />
          {(
            [
              ["stage", optionsOf(STAGES, stageLabels)],
              ["door", optionsOf(DOORS, doorLabels)],
              ["language", optionsOf(["en", "es"] as const, languageLabels)],
            ] as const
          ).map(([name, options]) => (
            <SelectField
              key={name}
              id={`f-${name}`}
              name={name}
              label={copy[name]}
              options={options}
              defaultValue={filter[name] ?? ""}
              blank={copy.any}
            />
          ))}
          <TextField id="f-from" name="from" type="date" label={copy.from} defaultValue={filter.from ?? ""} />
          <TextField id="f-to" name="to" type="date" label={copy.to} defaultValue={filter.to ?? ""} />
        </div>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <button type="submit" className={buttonClass}>
            {copy.apply}
          </button>
          {query ? (
            <Link to={officePaths.home} className={tapLinkClass}>
              {copy.clear}
            </Link>
          ) : null}
          <ExportButton action={officeWorkPaths.exportCsv} label={copy.exportCsv} className="ml-auto" />
        </div>
      </Form>

      <p className="text-sm font-semibold text-slate-700" data-testid="inbox-total">
        {copy.total(total)}
      </p>
      <RecordList items={items} none={copy.none} testId="inbox-list">
        {(r) => (
          <li
            key={`${r.kind}-${r.id}`}
            className="grid gap-1 p-3 text-sm sm:grid-cols-[1fr_10rem_10rem] sm:gap-3"
          >
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2">
                <Link to={requestPath(r.kind, r.id)} className={`${tapLinkClass} text-base`}>
                  {r.name ? <Typed>{r.name}</Typed> : `#${r.id}`}
                </Link>
                <StageBadge stage={r.stage} />
                {r.flagged ? (
                  <span className="rounded border border-red-300 bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-900">
                    {copy.automated}
                  </span>
                ) : null}
              </p>
              <p className="mt-1 text-slate-700">
                <span className="sr-only">{copy.columns.door}: </span>
                {copy.kind[r.kind]} · {doorLabels[r.door]} ·{" "}
                <span className="sr-only">{copy.columns.language}: </span>
                {languageLabels[r.language === "es" ? "es" : "en"]}
                {r.page ? (
                  <>
                    {" · "}
                    <span className="sr-only">{copy.columns.page}: </span>
                    <span className="break-all">
                      <Typed>{r.page}</Typed>
                    </span>
                  </>
                ) : null}
              </p>
            </div>
            <p className="text-slate-700">
              <span className="font-semibold sm:sr-only">{copy.columns.when}: </span>
              <time dateTime={r.created_at}>{officeDateTime(r.created_at)}</time>
            </p>
            <p className="text-slate-700" data-testid="speed-to-lead">
              <span className="font-semibold sm:sr-only">{copy.columns.speed}: </span>
              {r.speed_ms === null ? copy.notContacted : formatDuration(r.speed_ms)}
            </p>
          </li>
        )}
      </RecordList>
      {pages > 1 ? (
        <nav aria-label={copy.pages} className="flex items-center justify-between gap-3 text-sm">
          {page > 1 ? (
            <Link to={pageLink(page - 1)} className={secondaryButtonClass} rel="prev">
              {copy.previous}
            </Link>
          ) : (
            <span />
          )}
          <span aria-current="page">{copy.pageOf(page, pages)}</span>
          {page < pages ? (
            <Link to={pageLink(page + 1)} className={secondaryButtonClass} rel="next">
              {copy.next}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </OfficePage>
  );
}
