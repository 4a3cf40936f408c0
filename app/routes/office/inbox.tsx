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
import {
  doorLabels,
  inboxCopy as copy,
  languageLabels,
  requestCopy,
  stageLabels,
} from "~/content/office/work";
import { shortWindowLabel } from "~/lib/booking/window-labels";
import { formatPhone, parsePhone, phoneHref } from "~/lib/forms/phone";
import { officeDateTime } from "~/lib/office/format";
import {
  foldedCount,
  inboxFilterOf,
  inboxQuery,
  withBack,
  type RequestFilter,
} from "~/lib/office/inbox-filter";
import {
  DOORS,
  STAGES,
  formatDuration,
  isUrgent,
  shownStatus,
  waitedMs,
  type RequestKind,
} from "~/lib/office/pipeline";
import { listRequests, newestCursor, type RequestItem } from "~/lib/office/requests.server";
import { requireOfficeUser } from "~/lib/office/session.server";
import { officeWork } from "~/lib/office/work.server";
import { INBOX_POLL_MS, liveQuery, officeWorkPaths, requestPath } from "~/lib/office/work-paths";
import { Typed } from "~/components/office/typed";

export const meta: Route.MetaFunction = () => [{ title: `${copy.title} | ${officeCopy.siteName}` }];

/** How much of a message a card shows (one line on screen; the rest is on the request's page). */
const MESSAGE_LINE = 160;
/** The filter form, which the CSV button outside it submits. */
const filterFormId = "inbox-filters";

/** A stored number's call link and how people read it (a number stored as typed is read first). */
function callOf(r: Pick<RequestItem, "phone" | "phone_ext">) {
  const phone = r.phone.startsWith("+") ? { e164: r.phone, extension: r.phone_ext } : parsePhone(r.phone);
  return phone ? { href: phoneHref(phone), display: formatPhone(phone) } : null;
}

/** What a card shows of a request (the formatting stays on the server). */
function cardOf(r: RequestItem, now: Date, photos: ReadonlyMap<string, number>) {
  const line = r.message?.replace(/\s+/g, " ").trim() ?? "";
  return {
    kind: r.kind,
    id: r.id,
    name: r.name,
    door: r.door,
    language: r.language === "es" ? ("es" as const) : ("en" as const),
    page: r.page,
    flagged: r.kind === "lead" && r.flagged === 1,
    status: shownStatus(r),
    urgent: isUrgent(r),
    created_at: r.created_at,
    // A booking's window, in the office's time zone.
    when:
      r.starts_at && r.ends_at
        ? shortWindowLabel({ start: new Date(r.starts_at), end: new Date(r.ends_at) }, "en")
        : null,
    message: line ? Array.from(line).slice(0, MESSAGE_LINE).join("") : null,
    call: callOf(r),
    waited_ms: waitedMs(r, now),
    speed_ms: r.speed_ms,
    /** The photos the customer sent with it (media_refs holder `lead:<id>` / `booking:<id>`). */
    photos: photos.get(`${r.kind}:${r.id}`) ?? 0,
  };
}

export async function loader(args: Route.LoaderArgs) {
  await requireOfficeUser(args);
  const { db, media } = officeWork(args.context);
  const url = new URL(args.request.url);
  const filter = inboxFilterOf(url);
  const page = Number(url.searchParams.get("page") ?? 1);
  const list = listRequests(db.db, filter, Number.isFinite(page) ? page : 1);
  const now = new Date();
  const photos = media.photoCounts(list.items.map((r) => `${r.kind}:${r.id}`));
  return {
    ...list,
    items: list.items.map((r) => cardOf(r, now, photos)),
    filter,
    query: inboxQuery(filter),
    /** How many wait for a call with the same filters (the view's count). */
    needsCall:
      filter.view === "call" ? list.total : listRequests(db.db, { ...filter, view: "call" }, 1, 1).total,
    cursor: newestCursor(db.db),
  };
}

/**
 * Tells the request's page that the office tapped its call link (the first real contact starts speed to
 * lead), as a beacon so the phone's dialer opens at once; without script nothing is recorded.
 */
const recordCall = (kind: RequestKind, id: number) => () => {
  const body = new FormData();
  body.set("intent", "contact");
  body.set("way", "call");
  navigator.sendBeacon(requestPath(kind, id), body);
};

const viewTab = (current: boolean) =>
  `inline-flex min-h-11 items-center rounded border px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-500 ${
    current
      ? "border-navy-900 bg-navy-900 text-white"
      : "border-slate-400 bg-white text-navy-950 underline underline-offset-2 hover:bg-slate-50"
  }`;

export default function Inbox() {
  const { items, total, page, pages, filter, query, needsCall, cursor } = useLoaderData<typeof loader>();
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
    const timer = window.setInterval(() => void tick(), INBOX_POLL_MS);
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

  const pageLink = (n: number) => `${officePaths.home}?${inboxQuery(filter, n)}`;
  const viewLink = (view: RequestFilter["view"]) => {
    const q = inboxQuery({ ...filter, view });
    return q ? `${officePaths.home}?${q}` : officePaths.home;
  };
  const folded = foldedCount(filter);
  // A card's page returns here with these filters and this page.
  const back = inboxQuery(filter, page);
  return (
    <OfficePage title={copy.heading} intro={copy.lead}>
      <div aria-live="polite" data-testid="inbox-fresh">
        {fresh > 0 ? <Notice>{copy.fresh(fresh)}</Notice> : null}
      </div>
      <nav aria-label={copy.views} className="-mt-2 flex flex-wrap gap-2">
        <Link
          to={viewLink(undefined)}
          className={viewTab(!filter.view)}
          aria-current={filter.view ? undefined : "page"}
        >
          {copy.view.all}
        </Link>
        <Link
          to={viewLink("call")}
          className={viewTab(filter.view === "call")}
          aria-current={filter.view === "call" ? "page" : undefined}
        >
          {copy.viewCount(copy.view.call, needsCall)}
        </Link>
      </nav>
      <Form id={filterFormId} method="get" role="search" aria-label={copy.filters} className="-mt-2">
        {filter.view ? <input type="hidden" name="view" value={filter.view} /> : null}
        <div className="flex items-end gap-2">
          <TextField
            id="f-q"
            name="q"
            type="search"
            label={copy.search}
            defaultValue={filter.q ?? ""}
            className="min-w-0 flex-1"
          />
          <button type="submit" className={buttonClass}>
            {copy.apply}
          </button>
        </div>
        {/* Folded away on the phone's first screen; open while one of them is set. Works without script. */}
        <details
          open={folded > 0}
          className="group mt-2 rounded border border-slate-300 bg-white"
          data-testid="filters"
        >
          <summary className="flex min-h-11 cursor-pointer items-center px-3 text-sm font-semibold text-navy-950 focus-visible:outline-2 focus-visible:outline-amber-500">
            <span aria-hidden="true" className="mr-2 inline-block transition-transform group-open:rotate-90">
              ▸
            </span>
            <span>{copy.filtersOn(folded)}</span>
          </summary>
          <div className="grid grid-cols-2 gap-3 border-t border-slate-200 p-3 sm:grid-cols-3 lg:grid-cols-5">
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
            <TextField
              id="f-from"
              name="from"
              type="date"
              label={copy.from}
              defaultValue={filter.from ?? ""}
            />
            <TextField id="f-to" name="to" type="date" label={copy.to} defaultValue={filter.to ?? ""} />
          </div>
          <p className="flex flex-wrap items-center gap-3 px-3 pb-3">
            <button type="submit" className={secondaryButtonClass}>
              {copy.applyFilters}
            </button>
          </p>
        </details>
      </Form>

      <div className="-mt-2 flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm">
        <p className="font-semibold text-slate-700" data-testid="inbox-total">
          {copy.total(total)}
        </p>
        <p className="flex flex-wrap items-center gap-x-3">
          {query ? (
            <Link to={officePaths.home} className={tapLinkClass}>
              {copy.clear}
            </Link>
          ) : null}
          <ExportButton action={officeWorkPaths.exportCsv} label={copy.exportCsv} form={filterFormId} />
        </p>
      </div>
      <RecordList items={items} none={copy.none} testId="inbox-list">
        {(r) => (
          <li
            key={`${r.kind}-${r.id}`}
            className={`grid gap-2 p-3 text-sm sm:grid-cols-[minmax(0,1fr)_auto] sm:gap-4 ${
              r.urgent ? "border-l-8 border-l-red-700 bg-red-50" : ""
            }`}
            data-urgent={r.urgent ? "" : undefined}
          >
            <div className="min-w-0 space-y-1">
              <p className="flex flex-wrap items-center gap-x-2">
                {r.urgent ? (
                  <span className="rounded bg-red-800 px-2 py-0.5 text-xs font-bold tracking-wide text-white uppercase">
                    <span aria-hidden="true">! </span>
                    {copy.urgent}
                  </span>
                ) : null}
                <Link to={withBack(requestPath(r.kind, r.id), back)} className={`${tapLinkClass} text-base`}>
                  {r.name ? <Typed>{r.name}</Typed> : `#${r.id}`}
                </Link>
                <StageBadge stage={r.status} />
                {r.flagged ? (
                  <span className="rounded border border-red-300 bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-900">
                    {copy.automated}
                  </span>
                ) : null}
              </p>
              <p className="text-slate-700">
                <span className="sr-only">{copy.columns.door}: </span>
                {copy.kind[r.kind]} · {doorLabels[r.door]} ·{" "}
                <span className="sr-only">{copy.columns.language}: </span>
                {languageLabels[r.language]}
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
              {r.when ? (
                <p className="font-semibold text-navy-950" data-testid="booking-window">
                  {copy.inspection}: {r.when}
                </p>
              ) : null}
              {r.message ? (
                <p className="truncate text-slate-800" data-testid="request-message">
                  <Typed>{r.message}</Typed>
                </p>
              ) : null}
              {r.photos > 0 ? (
                <p className="text-slate-800" data-testid="request-photos">
                  {requestCopy.photos.count(r.photos)}
                </p>
              ) : null}
            </div>
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1 sm:flex-col sm:items-end sm:text-right">
              {r.call ? (
                <a href={r.call.href} className={secondaryButtonClass} onClick={recordCall(r.kind, r.id)}>
                  {copy.call(r.call.display)}
                </a>
              ) : null}
              <p
                className={r.waited_ms !== null ? "font-semibold text-navy-950" : "text-slate-700"}
                data-testid="speed-to-lead"
              >
                {r.speed_ms !== null
                  ? copy.answered(formatDuration(r.speed_ms))
                  : r.waited_ms !== null
                    ? copy.waiting(formatDuration(r.waited_ms))
                    : copy.notContacted}
              </p>
              <p className="text-slate-700">
                {copy.received} <time dateTime={r.created_at}>{officeDateTime(r.created_at)}</time>
              </p>
            </div>
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
