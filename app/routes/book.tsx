import { data, redirect } from "react-router";
import type { Route } from "./+types/book";
import { BookingForm } from "~/components/sections/booking-form";
import { Container } from "~/components/ui/container";
import { NumberedList } from "~/components/ui/numbered-list";
import { availability } from "~/content/booking/availability";
import { fixedPage, requestLang } from "~/content/registry.server";
import type { BookResult } from "~/lib/booking/booking-service.server";
import { managePath } from "~/lib/booking/booking-paths";
import { BOOKING_WIRE, bookingFromForm } from "~/lib/booking/booking-wire";
import { isLang } from "~/content/i18n";
import { pickerDays } from "~/lib/booking/picker-days";
import { shortWindowLabel } from "~/lib/booking/window-labels";
import { formOfFields, requestInfoContext } from "~/lib/leads/lead-context";
import { photosQuery, unsentOutcomes } from "~/lib/media/photo-outcomes";
import { PhotoOutcomes } from "~/components/sections/request-photos";
import { pageData } from "~/lib/rendering/page-route";
import { useCopy } from "~/lib/rendering/use-copy";
import { copyFor } from "~/content/copy";
import { retryAfterInit } from "~/lib/rendering/retry-after";
import { PhoneLink } from "~/components/sections/phone-link";

/**
 * The booking page: live (its windows change with bookings and by the minute; the registry marks it
 * `live`), all server markup, no script. The server renders it once per language and state of the
 * windows and stamps each response (server/render.server.ts). The form posts here; a booking answers 303
 * to its private page.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const { bookings, formKey } = context.get(requestInfoContext);
  const b = copyFor(lang).booking;
  return pageData(fixedPage("book", lang), {
    days: pickerDays(bookings.open(), lang, (n) => (n === 1 ? b.seatsLeft(n) : undefined)),
    // Signed per response: the cached page (server/render.server.ts) carries a mark in its place.
    formKey: formKey ?? bookings.formKey(),
  });
}

const STATUS: Record<BookResult["status"], number> = {
  booked: 303,
  received: 202,
  "key-reused": 422,
  invalid: 400,
  taken: 409,
  "rate-limited": 429,
  failed: 503,
};

/** The answer the page shows (plain data: windows as labels in the page's language). */
function answer(result: Exclude<BookResult, { status: "booked" }>, lang: "en" | "es") {
  switch (result.status) {
    case "taken":
      return {
        status: result.status,
        errors: result.errors,
        values: result.values,
        alternatives: result.alternatives.map((w) => ({
          id: w.id,
          label: shortWindowLabel(w, lang),
        })),
      };
    case "invalid":
      return { status: result.status, errors: result.errors, values: result.values };
    case "received":
      return { status: result.status };
    default:
      return {
        status: result.status,
        message: result.message,
        values: result.values,
        retryAfter: result.retryAfter,
      };
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const pageLang = requestLang(request);
  const { bookings, clientIp, photoForm } = context.get(requestInfoContext);
  let form: FormData;
  if (photoForm) form = formOfFields(photoForm.fields);
  else
    try {
      form = await request.formData();
    } catch {
      return data(
        {
          status: "invalid" as const,
          errors: { window: copyFor(pageLang).booking.errors.unreadable },
          values: {},
        },
        { status: 400 },
      );
    }
  // The language the form names (the page's own), else the page's: the answer and the booking follow it.
  const named = form.get(BOOKING_WIRE.language);
  const lang = isLang(named) ? named : pageLang;
  const result = bookings.book(bookingFromForm(form), lang, {
    ip: clientIp,
    userAgent: request.headers.get("user-agent"),
    channel: "web",
    photos: photoForm?.accepted,
  });
  // The booking is stored first; then its photos are kept for it (a retry with the same form key's for
  // the booking it repeats), and the private page names each one not kept.
  const kept =
    photoForm &&
    (result.status === "booked"
      ? await photoForm.keep(`booking:${result.booking.id}`)
      : await photoForm.drop());
  // Photos the page's script could not send (the form came without them) follow, named as not sent.
  const photos = [...(kept ?? []), ...unsentOutcomes(form, result.status === "booked")];
  if (result.status === "booked")
    return redirect(`${managePath(result.token)}?booked${photosQuery(photos)}`, 303);
  // A request that holds no seat says nothing of why, so its photos are not listed one by one: one line
  // says they were not added.
  const shown = result.status === "received" ? undefined : photos;
  const notAdded = result.status === "received" && photos.length > 0;
  return data(
    {
      ...answer(result, lang),
      ...(shown?.length ? { photos: shown } : {}),
      ...(notAdded ? { photosNotAdded: true } : {}),
    },
    { status: STATUS[result.status], headers: retryAfterInit(result) },
  );
}

export { headers } from "~/lib/rendering/retry-after";

export { meta } from "~/lib/rendering/page-route";

export default function BookPage({ loaderData, actionData }: Route.ComponentProps) {
  const { content, booking: b, paths, photos } = useCopy();
  const page = content.booking;
  const result = actionData;
  const values: Record<string, string> = (result && "values" in result ? result.values : undefined) ?? {};
  const errors = result && "errors" in result ? (result.errors ?? {}) : {};
  const notice =
    result && "message" in result && typeof result.message === "string" ? result.message : undefined;
  return (
    <>
      <section className="bg-navy-900 py-10 text-white sm:py-14">
        <Container>
          <p className="text-sm font-bold tracking-[0.2em] text-amber-400 uppercase">{page.eyebrow}</p>
          <h1 className="mt-3 text-[clamp(1.75rem,8vw,2.25rem)] leading-tight text-white sm:text-5xl">
            {page.title}
          </h1>
          <p className="mt-4 max-w-3xl text-lg text-slate-200">{page.tagline}</p>
        </Container>
      </section>
      <Container className="grid gap-12 py-12 sm:py-16 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section aria-label={page.sections.form} className="min-w-0">
          {result?.status === "received" ? (
            <div role="status" className="rounded-2xl bg-teal-50 p-6 ring-1 ring-teal-700/30">
              <h2 className="text-2xl">{b.received.title}</h2>
              <p className="mt-3 text-slate-800">{b.received.body}</p>
              {result && "photosNotAdded" in result ? (
                <p className="mt-3 text-slate-800">{b.received.photos}</p>
              ) : null}
            </div>
          ) : (
            <>
              {notice ? (
                <p role="alert" className="mb-6 rounded-md bg-amber-50 p-4 font-semibold text-navy-900">
                  {notice}
                </p>
              ) : null}
              <PhotoOutcomes
                outcomes={result && "photos" in result ? result.photos : undefined}
                words={photos}
              />
              <BookingForm
                days={loaderData.days}
                values={values}
                errors={errors}
                alternatives={result?.status === "taken" ? result.alternatives : []}
                formKey={loaderData.formKey}
                minimumNoticeHours={availability.minimumNoticeHours}
                horizonDays={availability.horizonDays}
              />
            </>
          )}
        </section>
        <aside aria-label={page.sections.next} className="space-y-8">
          <div>
            <h2 className="text-2xl">{page.sections.next}</h2>
            <NumberedList items={b.nextSteps} />
          </div>
          <div className="rounded-2xl bg-sand-50 p-6">
            <h2 className="text-xl">{b.callInstead}</h2>
            <p className="mt-2">
              <PhoneLink className="text-lg font-bold text-navy-900 underline" />
            </p>
            <p className="mt-2 text-sm text-slate-600">
              <a href={paths.contact} className="underline">
                {content.pages.contact.title}
              </a>
            </p>
          </div>
        </aside>
      </Container>
    </>
  );
}
