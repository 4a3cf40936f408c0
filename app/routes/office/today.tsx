import { Link, useLoaderData } from "react-router";
import type { Route } from "./+types/today";
import { OfficePage, buttonClass, secondaryButtonClass } from "~/components/office/office-page";
import { tapLinkClass } from "~/components/office/work-ui";
import { officeCopy } from "~/content/office/copy";
import { languageLabels, todayCopy as copy } from "~/content/office/work";
import { officePaths } from "~/content/office/paths";
import { bookingPhoneText } from "~/lib/booking/booking-phone";
import { dayLabel, timeRange } from "~/lib/booking/window-labels";
import { addDays } from "~/lib/booking/windows";
import { phoneHref, parsePhone } from "~/lib/forms/phone";
import { isDate } from "~/lib/office/inbox-filter";
import { requireOfficeUser } from "~/lib/office/session.server";
import { officeWork } from "~/lib/office/work.server";
import { requestPath } from "~/lib/office/work-paths";
import { isolateText } from "~/lib/site/bidi";
import { Typed } from "~/components/office/typed";

export const meta: Route.MetaFunction = () => [{ title: `${copy.title} | ${officeCopy.siteName}` }];

/** A map link (a link only: nothing third-party loads in the office). */
const mapLink = (address: string) =>
  `https://www.google.com/maps/search/?${new URLSearchParams({ api: "1", query: address })}`;

/** A day's page: `?date=YYYY-MM-DD` (Pacific), today without one. */
const dayPath = (date: string, today: string) =>
  date === today ? officePaths.today : `${officePaths.today}?${new URLSearchParams({ date })}`;

export async function loader(args: Route.LoaderArgs) {
  await requireOfficeUser(args);
  const work = officeWork(args.context);
  const today = work.schedule.today(new Date());
  const asked = new URL(args.request.url).searchParams.get("date");
  const date = isDate(asked) ? asked : today;
  const [day] = work.schedule.days(date, 1);
  return {
    // Midday UTC is the same Pacific date.
    label: dayLabel(new Date(`${date}T20:00:00Z`), "en"),
    isToday: date === today,
    previous: dayPath(addDays(date, -1), today),
    next: dayPath(addDays(date, 1), today),
    windows: (day?.windows ?? [])
      .map((w) => ({
        id: w.id,
        time: timeRange(w, "en"),
        bookings: w.bookings
          .filter((b) => b.status === "booked")
          .map((b) => ({
            id: b.id,
            name: b.name,
            phone: bookingPhoneText(b),
            // The call link dials the E.164 number (with its extension); a number kept as typed, its digits.
            tel: b.phone.startsWith("+")
              ? phoneHref({ e164: b.phone, extension: b.phone_ext })
              : (() => {
                  const read = parsePhone(b.phone);
                  return read ? phoneHref(read) : `tel:${b.phone.replace(/[^\d+]/g, "")}`;
                })(),
            address: `${b.street}, ${b.zip}`,
            surface: b.surface,
            note: b.note,
            language: b.language,
          })),
      }))
      .filter((w) => w.bookings.length > 0),
  };
}

export default function Today() {
  const { label, isToday, previous, next, windows } = useLoaderData<typeof loader>();
  return (
    <OfficePage title={isToday ? copy.heading(label) : copy.otherDay(label)}>
      <nav aria-label={copy.days} className="flex flex-wrap gap-2">
        <Link to={previous} className={`${secondaryButtonClass} gap-1`} rel="prev">
          <span aria-hidden="true">←</span>
          {copy.previousDay}
        </Link>
        <Link to={next} className={`${secondaryButtonClass} gap-1`} rel="next">
          {copy.nextDay}
          <span aria-hidden="true">→</span>
        </Link>
        {isToday ? null : (
          <Link to={officePaths.today} className={tapLinkClass}>
            {copy.backToToday}
          </Link>
        )}
      </nav>
      {windows.length === 0 ? (
        <p className="text-sm text-slate-700">{isToday ? copy.none : copy.noneThatDay}</p>
      ) : (
        <ol className="space-y-4" data-testid="today">
          {windows.map((w) => (
            <li key={w.id}>
              <h2 className="text-base font-bold text-navy-950">{w.time}</h2>
              <ul className="mt-2 space-y-2">
                {w.bookings.map((b) => (
                  <li key={b.id} className="rounded border border-slate-300 bg-white p-3 text-sm">
                    <p className="text-base">
                      <Link to={requestPath("booking", b.id)} className={tapLinkClass}>
                        <Typed>{b.name}</Typed>
                      </Link>
                      {b.language === "es" ? ` · ${languageLabels.es}` : ""}
                    </p>
                    <p className="mt-1">
                      <Typed>{b.address}</Typed>
                    </p>
                    {b.surface ? (
                      <p className="text-slate-700">
                        <Typed>{b.surface}</Typed>
                      </p>
                    ) : null}
                    {b.note ? (
                      <p className="mt-1 whitespace-pre-line">
                        <span className="font-semibold">{copy.note}: </span>
                        <Typed>{b.note}</Typed>
                      </p>
                    ) : null}
                    <p className="mt-2 flex flex-wrap gap-2">
                      <a href={b.tel} className={`${buttonClass} gap-1`}>
                        {copy.call} <Typed>{b.phone}</Typed>
                      </a>
                      <a
                        href={mapLink(b.address)}
                        className={secondaryButtonClass}
                        rel="noreferrer noopener"
                        target="_blank"
                        aria-label={copy.mapLabel(isolateText(b.address))}
                      >
                        {copy.map}
                      </a>
                    </p>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </OfficePage>
  );
}
