import { Form, Link, useLoaderData } from "react-router";
import type { Route } from "./+types/numbers";
import { BarChart } from "~/components/office/bar-chart";
import { OfficePage, buttonClass, secondaryButtonClass } from "~/components/office/office-page";
import { Section, TextField } from "~/components/office/work-ui";
import { officeCopy } from "~/content/office/copy";
import { officePaths } from "~/content/office/paths";
import { doorLabels, languageLabels, numbersCopy as copy } from "~/content/office/work";
import { addDays, zonedDate } from "~/lib/booking/windows";
import { availability } from "~/content/booking/availability";
import { monthOf, officeNumbers, rangeNumbers, type Breakdown } from "~/lib/office/numbers.server";
import { DOORS, WEEKS, formatDuration, isDoor } from "~/lib/office/pipeline";
import { requireOfficeUser } from "~/lib/office/session.server";
import { officeWork } from "~/lib/office/work.server";
import { reviewRequests } from "~/lib/review-requests/review-requests.server";
import { Typed } from "~/components/office/typed";

export const meta: Route.MetaFunction = () => [{ title: `${copy.title} | ${officeCopy.siteName}` }];

export async function loader(args: Route.LoaderArgs) {
  await requireOfficeUser(args);
  const { db, reviews } = officeWork(args.context);
  const now = new Date();
  const url = new URL(args.request.url);
  const isDate = (v: string | null): v is string =>
    !!v && /^\d{4}-\d{2}-\d{2}$/.test(v) && addDays(v, 0) === v;
  const asked = { from: url.searchParams.get("from"), to: url.searchParams.get("to") };
  const month = monthOf(zonedDate(now, availability.timeZone));
  const from = isDate(asked.from) ? asked.from : month.from;
  const to = isDate(asked.to) ? asked.to : isDate(asked.from) ? monthOf(from).to : month.to;
  const shown = monthOf(from);
  return {
    ...officeNumbers(db.db, now),
    range: rangeNumbers(db.db, from, to),
    reviews: { ...reviews.numbers(), asked: reviewRequests(db).customersAsked() },
    months: {
      previous: monthOf(addDays(shown.from, -1)),
      current: month,
      next: monthOf(addDays(shown.to, 1)),
    },
  };
}

const dayName = (date: string) =>
  new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${date}T12:00:00Z`));

/** A breakdown as a table: requests, won and conversion per door, service or city. */
function BreakdownTable({
  title,
  rows,
  label,
}: {
  title: string;
  rows: Breakdown[];
  label: (key: string) => string;
}) {
  const shown = rows.filter((r) => r.requests > 0);
  return (
    <Section title={title}>
      {shown.length === 0 ? (
        <p>{copy.noRequests}</p>
      ) : (
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-1 pr-2">
                {title}
              </th>
              <th scope="col" className="py-1 pr-2 text-right">
                {copy.requests}
              </th>
              <th scope="col" className="py-1 pr-2 text-right">
                {copy.won}
              </th>
              <th scope="col" className="py-1 text-right">
                {copy.conversion}
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((r) => (
              <tr key={r.key} className="border-b border-slate-200">
                <th scope="row" className="py-1 pr-2 font-normal break-words">
                  {label(r.key)}
                </th>
                <td className="py-1 pr-2 text-right">{r.requests}</td>
                <td className="py-1 pr-2 text-right">{r.won}</td>
                <td className="py-1 text-right">{copy.percent(r.conversion)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Section>
  );
}

/** The site's palette, one color per door (contrast against white ≥ 3:1 for graphics). */
const DOOR_COLORS = ["#0b1f3a", "#c2410c", "#0f766e", "#7c3aed", "#b45309", "#475569"];

const weekLabel = (monday: string) =>
  new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" }).format(
    new Date(`${monday}T12:00:00Z`),
  );

export default function Numbers() {
  const n = useLoaderData<typeof loader>();
  const r = n.range;
  const rangeLink = (m: { from: string; to: string }) =>
    `${officePaths.numbers}?${new URLSearchParams({ from: m.from, to: m.to })}`;
  const weeks = n.weeks.map((w) => weekLabel(w.week));
  const fill = n.weeks.map((w) => (w.seatsOffered ? Math.round((100 * w.seatsTaken) / w.seatsOffered) : 0));
  return (
    <OfficePage title={copy.heading} intro={copy.weeks(WEEKS)}>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3" data-testid="numbers-summary">
        <div className="rounded border border-slate-300 bg-white p-3">
          <dt className="text-sm font-semibold text-slate-700">{copy.speed}</dt>
          <dd className="text-2xl font-bold text-navy-950">
            {n.medianSpeedMs === null ? "—" : formatDuration(n.medianSpeedMs)}
          </dd>
          <dd className="text-xs text-slate-700">
            {n.medianSpeedMs === null ? copy.noSpeed : copy.speedOf(n.contacted)}
          </dd>
        </div>
        <div className="rounded border border-slate-300 bg-white p-3">
          <dt className="text-sm font-semibold text-slate-700">{copy.won}</dt>
          <dd className="text-2xl font-bold text-navy-950">{n.won}</dd>
        </div>
        <div className="rounded border border-slate-300 bg-white p-3">
          <dt className="text-sm font-semibold text-slate-700">{copy.lost}</dt>
          <dd className="text-2xl font-bold text-navy-950">{n.lost}</dd>
        </div>
      </dl>
      <div className="grid gap-4 lg:grid-cols-2">
        <BarChart
          id="by-door"
          title={copy.leadsByDoor}
          categoryLabel={copy.week}
          categories={weeks}
          series={DOORS.map((d, i) => ({
            name: doorLabels[d],
            color: DOOR_COLORS[i] ?? "#475569",
            values: n.weeks.map((w) => w.leadsByDoor[d]),
          }))}
        />
        <BarChart
          id="by-language"
          title={copy.leadsByLanguage}
          categoryLabel={copy.week}
          categories={weeks}
          series={[
            { name: languageLabels.en, color: "#0b1f3a", values: n.weeks.map((w) => w.leadsByLanguage.en) },
            { name: languageLabels.es, color: "#c2410c", values: n.weeks.map((w) => w.leadsByLanguage.es) },
          ]}
        />
        <BarChart
          id="bookings"
          title={copy.bookings}
          categoryLabel={copy.week}
          categories={weeks}
          series={[{ name: copy.bookings, color: "#0f766e", values: n.weeks.map((w) => w.bookings) }]}
        />
        <BarChart
          id="seat-fill"
          title={copy.seatFill}
          categoryLabel={copy.week}
          categories={weeks}
          max={100}
          format={(v) => `${v}%`}
          figure={(v) => String(v)}
          series={[{ name: copy.fill, color: "#b45309", values: fill }]}
        />
      </div>
      <section aria-labelledby="range-title" className="space-y-3" data-testid="numbers-range">
        <h2 id="range-title" className="text-lg font-bold text-navy-950">
          {copy.rangeHeading(dayName(r.from), dayName(r.to))}
        </h2>
        <p className="text-sm text-slate-800">{copy.rangeLead}</p>
        <nav aria-label={copy.month} className="flex flex-wrap gap-2">
          <Link to={rangeLink(n.months.previous)} className={secondaryButtonClass}>
            {copy.previousMonth}
          </Link>
          <Link to={rangeLink(n.months.current)} className={secondaryButtonClass}>
            {copy.thisMonth}
          </Link>
          <Link to={rangeLink(n.months.next)} className={secondaryButtonClass}>
            {copy.nextMonth}
          </Link>
        </nav>
        <Form method="get" className="flex flex-wrap items-end gap-2" aria-label={copy.range}>
          <TextField
            id="range-from"
            name="from"
            type="date"
            label={copy.from}
            defaultValue={r.from}
            required
          />
          <TextField id="range-to" name="to" type="date" label={copy.to} defaultValue={r.to} required />
          <button type="submit" className={buttonClass}>
            {copy.show}
          </button>
        </Form>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="range-totals">
          {(
            [
              ["requests", copy.requests, String(r.requests)],
              ["won", copy.won, String(r.won)],
              ["conversion", copy.conversion, copy.percent(r.conversion)],
              ["speed", copy.speed, r.medianSpeedMs === null ? "—" : formatDuration(r.medianSpeedMs)],
            ] as const
          ).map(([key, label, value]) => (
            <div key={key} className="rounded border border-slate-300 bg-white p-3">
              <dt className="text-sm font-semibold text-slate-700">{label}</dt>
              <dd className="text-2xl font-bold text-navy-950" data-testid={`range-${key}`}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
        <div className="grid gap-4 lg:grid-cols-3">
          <BreakdownTable
            title={copy.byDoor}
            rows={r.byDoor}
            label={(k) => (isDoor(k) ? doorLabels[k] : k)}
          />
          <BreakdownTable
            title={copy.byService}
            rows={r.byService}
            label={(k) => (k === "inspection" ? copy.inspection : k || copy.notGiven)}
          />
          <BreakdownTable title={copy.byCity} rows={r.byCity} label={(k) => k || copy.notGiven} />
        </div>
      </section>
      {n.lostReasons.length > 0 ? (
        <Section title={copy.lostReasons}>
          <ul>
            {n.lostReasons.map((r) => (
              <li key={r.reason}>
                {r.reason ? <Typed>{r.reason}</Typed> : "—"}: {r.count}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      <Section title={copy.reviews.title}>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="review-numbers">
          {[
            [copy.reviews.asked, String(n.reviews.asked)],
            [copy.reviews.received, String(n.reviews.received)],
            [copy.reviews.published, String(n.reviews.published)],
            [copy.reviews.average, n.reviews.average === null ? "—" : String(n.reviews.average)],
          ].map(([label, value]) => (
            <div key={label} className="flex flex-col-reverse">
              <dt className="text-sm text-slate-700">{label}</dt>
              <dd className="text-2xl font-bold text-navy-950">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-2 text-sm text-slate-700">{copy.reviews.note}</p>
      </Section>
    </OfficePage>
  );
}
