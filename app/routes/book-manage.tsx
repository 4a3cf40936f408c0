import { outcomesFromQuery, PHOTOS_PARAM } from "~/lib/media/photo-outcomes";
import { PhotoOutcomes } from "~/components/sections/request-photos";
import { data, redirect } from "react-router";
import type { Route } from "./+types/book-manage";
import { WindowPicker } from "~/components/sections/window-picker";
import { Container } from "~/components/ui/container";
import { availability } from "~/content/booking/availability";
import { copyFor } from "~/content/copy";
import { calendarPath, managePath } from "~/lib/booking/booking-paths";
import type { BookingRow } from "~/lib/booking/bookings-db.server";
import { pickerDays } from "~/lib/booking/picker-days";
import { atLineStart, windowLabel } from "~/lib/booking/window-labels";
import { noIndexMeta } from "~/lib/discovery/meta";
import { requestInfoContext } from "~/lib/leads/lead-context";
import { useCopy } from "~/lib/rendering/use-copy";
import { PhoneLink } from "~/components/sections/phone-link";

/**
 * A booking's private page (/book/manage/<token>): the confirmation after booking, and where the visitor
 * moves or cancels it until 12 hours before the window. In the booking's language, never cached,
 * never indexed, sending no Referer. Reading it changes nothing (mail scanners open links); changes are
 * POSTs, and the 12-hour rule is checked again by the store when they arrive.
 */
const notFound = () => data(null, { status: 404 });

/** "j•••@example.com": enough to recognise one's own address, not to read someone else's. */
const maskEmail = (email: string) => email.replace(/^(.)[^@]*/, "$1•••");

/** What the page says first: just booked, moved or cancelled (the redirect after each POST says which). */
const NOTICES = ["booked", "moved", "cancelled"] as const;
const noticeOf = (url: URL) => NOTICES.find((n) => url.searchParams.has(n)) ?? null;

function view(booking: BookingRow, changeable: boolean, open: ReturnType<typeof pickerDays>) {
  const lang = booking.language;
  const window = { start: new Date(booking.starts_at), end: new Date(booking.ends_at) };
  return {
    lang,
    // The page speaks the booking's language at one address: no language switch.
    languageSwitch: false as const,
    status: booking.status,
    // The window starts its line on the page (Spanish dates are lower case inside a sentence).
    when: atLineStart(windowLabel(window, lang)),
    passed: window.end.getTime() <= Date.now(),
    street: booking.street,
    zip: booking.zip,
    outsideArea: booking.outside_area === 1,
    email: booking.email ? maskEmail(booking.email) : null,
    changeable,
    days: changeable ? open : [],
  };
}

export function loader({ params, request, context }: Route.LoaderArgs) {
  const { bookings } = context.get(requestInfoContext);
  const booking = bookings.byToken(params.token);
  if (!booking || booking.status === "unconfirmed") throw notFound();
  const changeable = bookings.changeable(booking);
  const open = changeable
    ? pickerDays(
        bookings.open().filter((w) => w.id !== booking.window_id),
        booking.language,
        (n) => (n === 1 ? copyFor(booking.language).booking.seatsLeft(n) : undefined),
      )
    : [];
  const c = copyFor(booking.language);
  const url = new URL(request.url);
  const notice = noticeOf(url);
  return {
    ...view(booking, changeable, open),
    notice,
    // Just booked with photos: what became of each (the redirect's query says; book.tsx).
    photos:
      notice === "booked"
        ? outcomesFromQuery(url.searchParams.get(PHOTOS_PARAM), (i) => c.photos.numbered(i + 1))
        : [],
    meta: noIndexMeta({ title: c.booking.manage.metaTitle, description: c.content.booking.meta.description }),
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const { bookings } = context.get(requestInfoContext);
  const token = params.token;
  const booking = bookings.byToken(token);
  if (!booking) throw notFound();
  const m = copyFor(booking.language).booking.manage.errors;
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data({ error: m.window }, { status: 400 });
  }
  const intent = form.get("intent");
  if (intent === "cancel") {
    if (form.get("confirm") !== "yes") return data({ error: m.cancelConfirm }, { status: 400 });
    const result = bookings.cancel(token);
    if (result.status === "not-found") throw notFound();
    if (result.status === "cancelled") return redirect(`${managePath(token)}?cancelled`, 303);
    if (result.status === "unchanged") return redirect(managePath(token), 303);
    return data(
      { error: "message" in result ? result.message : m.tooLate(availability.changeCutoffHours) },
      { status: 409 },
    );
  }
  if (intent === "move") {
    const to = form.get("window");
    const result = bookings.move(token, typeof to === "string" ? to : "");
    if (result.status === "not-found") throw notFound();
    if (!("message" in result)) return redirect(`${managePath(token)}?moved`, 303);
    return data({ error: result.message }, { status: result.status === "invalid" ? 400 : 409 });
  }
  return data({ error: m.window }, { status: 400 });
}

export { meta } from "~/lib/rendering/page-route";

export default function ManagePage({ loaderData: v, actionData, params }: Route.ComponentProps) {
  const { booking: b, paths, photos } = useCopy();
  const m = b.manage;
  const error = actionData?.error;
  const token = params.token;
  const notice = v.notice;
  const cancelled = v.status === "cancelled";
  const title = cancelled
    ? m.cancelledTitle
    : v.passed
      ? m.passedTitle
      : notice === "booked"
        ? m.booked
        : m.title;
  return (
    <Container width="text" className="py-12 sm:py-16">
      <h1 className="text-4xl sm:text-5xl">{title}</h1>
      {notice === "moved" && !cancelled ? (
        <p role="status" className="mt-6 rounded-md bg-teal-50 p-4 font-semibold text-navy-900">
          {m.movedNotice}
        </p>
      ) : null}
      {notice === "cancelled" && cancelled ? (
        <p role="status" className="mt-6 rounded-md bg-teal-50 p-4 font-semibold text-navy-900">
          {m.cancelledNotice}
        </p>
      ) : null}
      {error ? (
        <p
          role="alert"
          className="mt-6 rounded-md border-l-4 border-red-700 bg-red-50 p-4 font-semibold text-navy-900"
        >
          {error}
        </p>
      ) : null}
      {notice === "booked" && !cancelled ? (
        <>
          <p className="mt-6 text-lg text-slate-700">{m.bookedIntro}</p>
          <PhotoOutcomes outcomes={v.photos} words={photos} />
        </>
      ) : null}
      {cancelled ? <p className="mt-6 text-lg text-slate-700">{m.cancelledBody}</p> : null}
      {v.passed && !cancelled ? <p className="mt-6 text-lg text-slate-700">{m.passedBody}</p> : null}

      <dl
        className={`mt-8 grid gap-4 rounded-2xl p-6 ring-1 ring-slate-200 sm:grid-cols-[10rem_1fr] ${cancelled ? "bg-slate-50 text-slate-600" : "bg-white"}`}
      >
        <dt className="font-semibold text-navy-900">{m.when}</dt>
        <dd className={cancelled ? "line-through" : "text-lg font-bold text-navy-900"}>{v.when}</dd>
        <dt className="font-semibold text-navy-900">{m.where}</dt>
        <dd>
          {v.street}, {v.zip}
        </dd>
      </dl>
      {v.outsideArea && !cancelled ? <p className="mt-4 text-slate-700">{m.outsideArea}</p> : null}

      {!cancelled && !v.passed ? (
        <>
          <p className="mt-6">
            <a
              href={calendarPath(token)}
              download={b.mail.calendarFile}
              className="font-bold text-navy-900 underline"
            >
              {m.addToCalendar}
            </a>
          </p>
          <p className="mt-4 text-slate-700">{v.email ? m.emailSent(v.email) : m.noEmail}</p>
          {v.email ? <p className="mt-2 text-sm text-slate-600">{m.keepLink}</p> : null}
        </>
      ) : null}

      {v.changeable ? (
        <section aria-labelledby="change-title" className="mt-12 border-t border-slate-200 pt-10">
          <h2 id="change-title" className="text-2xl">
            {m.changeTitle}
          </h2>
          <details className="group mt-6 rounded-2xl ring-1 ring-slate-200" open={error ? true : undefined}>
            <summary className="cursor-pointer px-5 py-3 font-bold text-navy-900">{m.moveSubmit}</summary>
            <form method="post" className="space-y-6 px-5 pb-6">
              <input type="hidden" name="intent" value="move" />
              <WindowPicker
                name="window"
                idPrefix="move"
                legend={m.moveLegend}
                days={v.days}
                empty={m.tooLate(availability.changeCutoffHours)}
                moreDates={b.moreDates}
              />
              <button
                type="submit"
                className="inline-flex min-h-11 items-center justify-center rounded-md bg-navy-900 px-5 py-2.5 text-sm font-bold tracking-wide text-white uppercase hover:bg-navy-800"
              >
                {m.moveSubmit}
              </button>
            </form>
          </details>
          <form method="post" className="mt-10 rounded-2xl bg-sand-50 p-6">
            <input type="hidden" name="intent" value="cancel" />
            <label className="flex items-center gap-3 font-semibold text-navy-900">
              <input type="checkbox" name="confirm" value="yes" required className="size-5 accent-red-700" />
              {m.cancelConfirm}
            </label>
            <button
              type="submit"
              className="mt-4 inline-flex min-h-11 items-center justify-center rounded-md border-2 border-red-700 px-5 py-2.5 text-sm font-bold tracking-wide text-red-800 uppercase hover:bg-red-50"
            >
              {m.cancelSubmit}
            </button>
          </form>
        </section>
      ) : !cancelled && !v.passed ? (
        <p className="mt-10 rounded-md bg-amber-50 p-4 text-navy-900">
          {m.tooLate(availability.changeCutoffHours)} <PhoneLink className="font-bold underline" />
        </p>
      ) : null}

      {cancelled || v.passed ? (
        <p className="mt-10">
          <a href={paths.book} className="font-bold text-navy-900 underline">
            {m.bookAgain}
          </a>
        </p>
      ) : null}
    </Container>
  );
}
