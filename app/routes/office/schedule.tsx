import { data, Link, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/schedule";
import { Notice, OfficePage, buttonClass, secondaryButtonClass } from "~/components/office/office-page";
import {
  IntentForm,
  ItemList,
  Section,
  SelectField,
  TextField,
  WindowSelect,
  optionsOf,
  tapLinkClass,
} from "~/components/office/work-ui";
import { officeCopy } from "~/content/office/copy";
import { officePaths } from "~/content/office/paths";
import {
  closureReasonLabels,
  languageLabels,
  requestCopy,
  scheduleCopy as copy,
} from "~/content/office/work";
import { dayLabel, shortWindowLabel, timeRange } from "~/lib/booking/window-labels";
import { addDays } from "~/lib/booking/windows";
import { officeDateTime } from "~/lib/office/format";
import { closureKeyLabel, isClosureKey } from "~/lib/office/office-bookings.server";
import { CLOSURE_REASONS, isClosureReason } from "~/lib/office/pipeline";
import { requireOfficeUser } from "~/lib/office/session.server";
import { auditBy, idParam, officeWork } from "~/lib/office/work.server";
import { requestPath } from "~/lib/office/work-paths";
import { isolateText } from "~/lib/site/bidi";
import { Typed } from "~/components/office/typed";

export const meta: Route.MetaFunction = () => [{ title: `${copy.title} | ${officeCopy.siteName}` }];

const isDate = (v: string | null): v is string => !!v && /^\d{4}-\d{2}-\d{2}$/.test(v) && addDays(v, 0) === v;

// A <form> may not sit inside a <p> (the parser would close the <p>, and hydration would not match).

/** A closure's stored reason ("weather: storm") as the office reads it. */
const reasonText = (stored: string | null) => {
  if (!stored) return closureReasonLabels.other;
  const [kind, ...rest] = stored.split(": ");
  const label = isClosureReason(kind) ? closureReasonLabels[kind] : (kind ?? closureReasonLabels.other);
  return rest.length ? `${label}: ${rest.join(": ")}` : label;
};

export async function loader(args: Route.LoaderArgs) {
  await requireOfficeUser(args);
  const work = officeWork(args.context);
  const url = new URL(args.request.url);
  const now = new Date();
  const today = work.schedule.today(now);
  const view = url.searchParams.get("view") === "day" ? "day" : "week";
  const asked = url.searchParams.get("date");
  const date = isDate(asked) ? asked : today;
  const start = view === "day" ? date : work.schedule.mondayOf(date);
  const days = work.schedule.days(start, view === "day" ? 1 : 7);
  // Windows a caught booking may move to: not started, not closed, a seat free (the office's rules).
  const targets = work.schedule.moveTargets(now).map((w) => ({ id: w.id, label: shortWindowLabel(w, "en") }));
  return {
    view,
    date,
    today,
    previous: addDays(start, view === "day" ? -1 : -7),
    next: addDays(start, view === "day" ? 1 : 7),
    days: days.map((d) => ({
      date: d.date,
      label: dayLabel(new Date(`${d.date}T20:00:00Z`), "en"),
      closedBy: d.closedBy,
      closed: d.closed
        ? { key: d.closed.key, label: closureKeyLabel(d.closed.key), reason: reasonText(d.closed.reason) }
        : null,
      windows: d.windows.map((w) => ({
        id: w.id,
        time: timeRange(w, "en"),
        taken: w.taken,
        capacity: w.capacity,
        closed: w.closed
          ? { key: w.closed.key, label: closureKeyLabel(w.closed.key), reason: reasonText(w.closed.reason) }
          : null,
        bookings: w.bookings.map((b) => ({
          id: b.id,
          name: b.name,
          zip: b.zip,
          status: b.status,
          language: b.language,
        })),
      })),
    })),
    caught: work.schedule.caughtInClosures(now).map((b) => ({
      id: b.id,
      name: b.name,
      phone: b.phone,
      email: b.email !== "",
      language: b.language,
      key: b.closure_key,
      day: closureKeyLabel(b.closure_key),
      when: shortWindowLabel({ start: new Date(b.starts_at), end: new Date(b.ends_at) }, "en"),
      noticedAt: b.noticed_at,
    })),
    targets,
  };
}

type Answer = { ok: boolean; message: string; call?: { id: number; name: string; phone: string }[] };

export async function action(args: Route.ActionArgs) {
  const user = await requireOfficeUser(args);
  const work = officeWork(args.context);
  const audit = auditBy(work.db, user);
  const form = await args.request.formData();
  const intent = form.get("intent");
  const key = String(form.get("key") ?? "");
  if (intent === "close") {
    const reason = form.get("reason");
    if (!isClosureReason(reason) || !isClosureKey(key))
      return data<Answer>({ ok: false, message: copy.reason }, { status: 400 });
    const day = closureKeyLabel(key);
    const closed = work.schedule.close(key, reason, { detail: String(form.get("detail") ?? ""), audit });
    if (closed.status === "past")
      return data<Answer>({ ok: false, message: copy.pastDay(day) }, { status: 409 });
    if (closed.status === "already")
      return data<Answer>({ ok: false, message: copy.alreadyClosed(day) }, { status: 409 });
    if (closed.status !== "closed") return data<Answer>({ ok: false, message: copy.reason }, { status: 400 });
    const caught = closed.caught.length ? ` ${copy.closedCaught(closed.caught.length)}` : "";
    return { ok: true, message: `${copy.closedNotice(day)}${caught}` };
  }
  if (intent === "reopen") {
    work.schedule.reopen(key, { audit });
    return { ok: true, message: copy.reopened(closureKeyLabel(key)) };
  }
  if (intent === "notify-all") {
    const told = work.schedule.notifyAllClosed(key, { audit });
    return {
      ok: told.call.length === 0,
      message: [
        ...(told.sent.length ? [copy.toldAll(told.sent.length)] : []),
        ...(told.call.length ? [copy.mustCall(told.call.length)] : []),
      ].join(" "),
      call: told.call.map((b) => ({ id: b.id, name: b.name, phone: b.phone })),
    };
  }
  const id = idParam(form.get("booking"));
  if (intent === "notify" && id) {
    const sent = work.schedule.notifyClosed(id, key, { audit });
    return data<Answer>(
      {
        ok: sent === "sent",
        message: sent === "sent" ? copy.noteSent : sent === "limit" ? copy.noteLimit : copy.noEmail,
      },
      { status: sent === "sent" ? 200 : 409 },
    );
  }
  if (intent === "move" && id) {
    const result = work.schedule.move(id, String(form.get("window") ?? ""), { audit });
    if (result.status === "moved")
      return {
        ok: true,
        message: `#${id}: ${shortWindowLabel({ start: new Date(result.booking.starts_at), end: new Date(result.booking.ends_at) }, "en")}`,
      };
    const message =
      result.status === "not-found" || result.status === "cancelled"
        ? requestCopy.notFound
        : requestCopy.changeErrors[result.status];
    return data<Answer>({ ok: false, message }, { status: 409 });
  }
  return data<Answer>({ ok: false, message: copy.reason }, { status: 400 });
}

function CloseForm({ keyName, label }: { keyName: string; label: string }) {
  const id = `close-${keyName}`;
  return (
    <details className="mt-2 text-sm">
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-teal-700">
        {label}
      </summary>
      <IntentForm intent="close" className="mt-2 grid gap-2 sm:grid-cols-[12rem_1fr_auto] sm:items-end">
        <input type="hidden" name="key" value={keyName} />
        <SelectField
          id={`${id}-reason`}
          name="reason"
          label={copy.reason}
          options={optionsOf(CLOSURE_REASONS, closureReasonLabels)}
        />
        <TextField id={`${id}-detail`} name="detail" label={copy.detail} maxLength={200} />
        <button type="submit" className={buttonClass}>
          {copy.close}
        </button>
      </IntentForm>
    </details>
  );
}

function ReopenForm({ keyName, label }: { keyName: string; label: string }) {
  return (
    <IntentForm intent="reopen" className="inline">
      <input type="hidden" name="key" value={keyName} />
      <button type="submit" className={secondaryButtonClass}>
        {copy.reopen} {label}
      </button>
    </IntentForm>
  );
}

export default function Schedule() {
  const { view, date, today, previous, next, days, caught, targets } = useLoaderData<typeof loader>();
  const answer = useActionData<Answer>();
  // One "tell everyone" per closure that still has visitors with an e-mail and no note.
  const tellAll = [
    ...new Map(
      caught.filter((b) => b.email && !b.noticedAt).map((b) => [b.key, { key: b.key, day: b.day }]),
    ).values(),
  ].map((t) => ({ ...t, count: caught.filter((b) => b.key === t.key && !b.noticedAt).length }));
  const link = (v: string, d: string) =>
    `${officePaths.schedule}?${new URLSearchParams({ view: v, date: d })}`;
  return (
    <OfficePage title={copy.title}>
      {answer ? (
        <Notice tone={answer.ok ? "ok" : "error"}>
          {answer.message}
          {answer.call?.length ? (
            <ul className="mt-2 space-y-1" data-testid="must-call">
              {answer.call.map((c) => (
                <li key={c.id}>
                  <Link to={requestPath("booking", c.id)} className={tapLinkClass}>
                    {c.name}
                  </Link>{" "}
                  ·{" "}
                  <a href={`tel:${c.phone.replace(/[^\d+]/g, "")}`} className={tapLinkClass}>
                    {c.phone}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </Notice>
      ) : null}
      <nav aria-label={copy.title} className="flex flex-wrap items-center gap-2 text-sm">
        {(
          [
            [previous, copy.previousDay, copy.previousWeek],
            [today, copy.today, copy.thisWeek],
            [next, copy.nextDay, copy.nextWeek],
          ] as const
        ).map(([d, dayLabel, weekLabel]) => (
          <Link key={dayLabel} to={link(view, d)} className={secondaryButtonClass}>
            {view === "day" ? dayLabel : weekLabel}
          </Link>
        ))}
        <span className="ml-auto flex gap-2">
          {(
            [
              ["week", copy.week],
              ["day", copy.day],
            ] as const
          ).map(([v, label]) => (
            <Link
              key={v}
              to={link(v, date)}
              aria-current={view === v ? "page" : undefined}
              className={secondaryButtonClass}
            >
              {label}
            </Link>
          ))}
        </span>
      </nav>

      <Section title={copy.caughtTitle} id="caught">
        <p>{copy.caughtHint}</p>
        {tellAll.length ? (
          <div className="flex flex-wrap gap-2">
            {tellAll.map((t) => (
              <IntentForm key={t.key} intent="notify-all">
                <input type="hidden" name="key" value={t.key} />
                <button type="submit" className={buttonClass}>
                  {copy.tellAll(t.day, t.count)}
                </button>
              </IntentForm>
            ))}
          </div>
        ) : null}
        <ItemList items={caught} none={copy.noneCaught} className="divide-y divide-slate-200" testId="caught">
          {(b) => (
            <li key={`${b.id}-${b.key}`} className="space-y-2 py-3">
              <p>
                <Link to={requestPath("booking", b.id)} className={tapLinkClass}>
                  <Typed>{b.name}</Typed>
                </Link>{" "}
                · {b.when} · {languageLabels[b.language]} · <Typed>{b.phone}</Typed>
              </p>
              <div className="flex flex-wrap items-end gap-2">
                {b.noticedAt ? (
                  <span className="text-sm text-slate-700">{copy.notified(officeDateTime(b.noticedAt))}</span>
                ) : b.email ? (
                  <IntentForm intent="notify">
                    <input type="hidden" name="key" value={b.key} />
                    <input type="hidden" name="booking" value={b.id} />
                    <button type="submit" className={buttonClass}>
                      {copy.notify}
                    </button>
                  </IntentForm>
                ) : (
                  <a href={`tel:${b.phone.replace(/[^\d+]/g, "")}`} className={buttonClass}>
                    {copy.noEmail}
                  </a>
                )}
                <IntentForm intent="move" className="flex flex-wrap items-end gap-2">
                  <input type="hidden" name="booking" value={b.id} />
                  <WindowSelect
                    id={`move-${b.id}`}
                    label={copy.moveTo}
                    windows={targets}
                    placeholder={requestCopy.chooseWindow}
                  />
                  <button type="submit" className={secondaryButtonClass}>
                    {copy.moveTo}
                  </button>
                </IntentForm>
              </div>
            </li>
          )}
        </ItemList>
      </Section>

      <ol className="space-y-4" data-testid="schedule-days">
        {days.map((d) => (
          <li key={d.date} className="rounded border border-slate-300 bg-white p-3">
            <h2 className="flex flex-wrap items-center gap-2 text-base font-bold text-navy-950">
              <Link to={link("day", d.date)} className="inline-flex min-h-11 items-center hover:underline">
                {d.label}
              </Link>
              {d.date === today ? (
                <span className="rounded bg-amber-100 px-2 text-xs">{copy.today}</span>
              ) : null}
            </h2>
            {d.closedBy ? <p className="text-sm text-slate-700">{copy.closedDay(d.closedBy)}</p> : null}
            {d.closed ? (
              <div className="mt-1 flex flex-wrap items-center gap-2 text-sm font-semibold text-red-900">
                {copy.closedDay(isolateText(d.closed.reason))}{" "}
                <ReopenForm keyName={d.closed.key} label={d.closed.label} />
              </div>
            ) : null}
            <ItemList
              items={d.windows}
              none={copy.noWindows}
              noneClassName="text-sm text-slate-700"
              className="mt-2 grid gap-2 sm:grid-cols-2"
            >
              {(w) => (
                <li key={w.id} className="rounded border border-slate-200 p-2 text-sm">
                  <p className="flex flex-wrap items-baseline justify-between gap-2">
                    <span className="font-semibold">{w.time}</span>
                    <span className="text-slate-700">{copy.seats(w.taken, w.capacity)}</span>
                  </p>
                  {w.closed && w.closed.key === w.id ? (
                    <div className="mt-1 flex flex-wrap items-center gap-2 font-semibold text-red-900">
                      {copy.closedDay(isolateText(w.closed.reason))}{" "}
                      <ReopenForm keyName={w.id} label={w.closed.label} />
                    </div>
                  ) : null}
                  <ItemList
                    items={w.bookings}
                    none={copy.empty}
                    noneClassName="text-slate-600"
                    className="mt-1 space-y-1"
                  >
                    {(b) => (
                      <li key={b.id}>
                        <Link to={requestPath("booking", b.id)} className={tapLinkClass}>
                          <Typed>{b.name}</Typed>
                        </Link>{" "}
                        · <Typed>{b.zip}</Typed>
                        {b.language === "es" ? ` · ${languageLabels.es}` : ""}
                        {b.status === "unconfirmed" ? " · ?" : ""}
                      </li>
                    )}
                  </ItemList>
                  {!w.closed && !d.closedBy ? <CloseForm keyName={w.id} label={copy.closeWindow} /> : null}
                </li>
              )}
            </ItemList>
            {!d.closed && !d.closedBy && d.windows.length > 0 ? (
              <CloseForm keyName={d.date} label={copy.closeDay} />
            ) : null}
          </li>
        ))}
      </ol>
    </OfficePage>
  );
}
