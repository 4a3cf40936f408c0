import { useLoaderData } from "react-router";
import type { Route } from "./+types/numbers";
import { BarChart } from "~/components/office/bar-chart";
import { OfficePage } from "~/components/office/office-page";
import { Section } from "~/components/office/work-ui";
import { officeCopy } from "~/content/office/copy";
import { doorLabels, languageLabels, numbersCopy as copy } from "~/content/office/work";
import { officeNumbers } from "~/lib/office/numbers.server";
import { DOORS, WEEKS, formatDuration } from "~/lib/office/pipeline";
import { requireOfficeUser } from "~/lib/office/session.server";
import { officeWork } from "~/lib/office/work.server";
import { Typed } from "~/components/office/typed";

export const meta: Route.MetaFunction = () => [{ title: `${copy.title} | ${officeCopy.siteName}` }];

export async function loader(args: Route.LoaderArgs) {
  await requireOfficeUser(args);
  const { db } = officeWork(args.context);
  return officeNumbers(db.db, new Date());
}

/** The site's palette, one color per door (contrast against white ≥ 3:1 for graphics). */
const DOOR_COLORS = ["#0b1f3a", "#c2410c", "#0f766e", "#7c3aed", "#b45309", "#475569"];

const weekLabel = (monday: string) =>
  new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" }).format(
    new Date(`${monday}T12:00:00Z`),
  );

export default function Numbers() {
  const n = useLoaderData<typeof loader>();
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
          series={[{ name: copy.fill, color: "#b45309", values: fill }]}
        />
      </div>
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
    </OfficePage>
  );
}
