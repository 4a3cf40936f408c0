import { data, redirect } from "react-router";
import type { Route } from "./+types/review";
import { Container } from "~/components/ui/container";
import { FormField } from "~/components/ui/form-field";
import { copyFor } from "~/content/copy";
import type { Lang } from "~/content/i18n";
import { pathsByLang } from "~/content/paths";
import { fill } from "~/content/widget-copy";
import { tokenPageData } from "~/lib/rendering/page-route";
import { formOfFields, requestInfoContext } from "~/lib/leads/lead-context";
import { PhotoField, PhotoOutcomes } from "~/components/sections/request-photos";
import { MAX_PHOTO_MB } from "~/lib/media/limits";
import { outcomesFromQuery, PHOTOS_PARAM, photosQuery } from "~/lib/media/photo-outcomes";
import { REVIEW_FIELDS, type ReviewField } from "~/lib/review-requests/review-links.server";
import { AUTO_PUBLISH_DAYS, REVIEW_LIMITS } from "~/lib/reviews/review-record";
import { REQUEST_DAYS, reviewPath } from "~/lib/review-requests/review-paths";

/**
 * A customer's review link (/review/<token>): the form, in the customer's language at one address (no
 * language switch), never cached, never indexed, sending no Referer. Reading it changes nothing (mail
 * scanners open links); a review is a POST, and works without script.
 */
const wordsFor = (lang: Lang) => copyFor(lang).reviewPage;

const notFound = () => data(null, { status: 404 });

const page = (lang: Lang) => tokenPageData(lang, wordsFor(lang));

/** The query the answer to a sent review carries (Post/Redirect/Get): whether it may be published. */
const SENT = "sent";

export function loader({ params, request, context }: Route.LoaderArgs) {
  const links = context.get(requestInfoContext).reviewLinks;
  const opened = links?.open(params.token);
  if (!opened || opened.state === "unknown") throw notFound();
  const sent = new URL(request.url).searchParams.get(SENT);
  if (opened.state === "spent" && sent)
    return {
      ...page(opened.lang),
      state: "sent" as const,
      consent: sent === "published",
      google: links?.googleReviewUrl ?? null,
      outcomes: outcomesFromQuery(new URL(request.url).searchParams.get(PHOTOS_PARAM), (i) =>
        copyFor(opened.lang).photos.numbered(i + 1),
      ),
    };
  if (opened.state !== "open") return data({ ...page(opened.lang), state: opened.state }, { status: 410 });
  return { ...page(opened.lang), state: opened.state, name: opened.name };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const { reviewLinks: links, photoForm } = context.get(requestInfoContext);
  if (!links) throw notFound();
  let form: FormData;
  try {
    // A review with a photo was read by server/photo-forms.server.ts (its text fields and the photo).
    form = photoForm ? formOfFields(photoForm.fields) : await request.formData();
  } catch {
    const opened = links.open(params.token);
    if (opened.state === "unknown") throw notFound();
    return data({ status: "unreadable" as const }, { status: 400 });
  }
  const fields = Object.fromEntries(
    REVIEW_FIELDS.map((f) => [f, typeof form.get(f) === "string" ? String(form.get(f)) : ""]),
  );
  const sent = await links.send(params.token, fields);
  if (sent.status !== "ok") {
    // Nothing was stored: the photo goes too (a page cannot keep a chosen file; the answer says so).
    const photoAgain = photoForm ? photoForm.accepted > 0 && (await photoForm.drop(), true) : false;
    if (sent.status === "unknown") throw notFound();
    return data({ ...sent, photoAgain }, { status: sent.status === "invalid" ? 400 : 410 });
  }
  // The review is stored; then its one photo, whose refusal never loses the review.
  const outcomes = photoForm ? await photoForm.keep(`review:${sent.reviewId}`, 1) : [];
  if (outcomes.some((o) => o.kept)) links.photoKept(sent.reviewId);
  return redirect(
    `${reviewPath(params.token)}?${SENT}=${sent.consent ? "published" : "private"}${photosQuery(outcomes)}`,
    303,
  );
}

export { meta } from "~/lib/rendering/page-route";

const limits = { min: REVIEW_LIMITS.text.min, max: REVIEW_LIMITS.text.max.toLocaleString("en-US") };

export default function ReviewPage({ loaderData: v, actionData }: Route.ComponentProps) {
  const lang = v.lang;
  const w = wordsFor(lang);
  const done = actionData && "status" in actionData ? actionData : undefined;
  const closed = done?.status === "spent" || done?.status === "expired" ? done.status : undefined;
  const state = closed ?? v.state;
  if (state === "spent" || state === "expired")
    return (
      <Container width="text" className="py-12 sm:py-16">
        <h1 className="text-4xl sm:text-5xl">{w[state].title}</h1>
        <p className="mt-6 text-lg text-slate-700">{fill(w[state].body, { days: REQUEST_DAYS })}</p>
      </Container>
    );
  if (v.state === "sent")
    return (
      <Container width="text" className="py-12 sm:py-16">
        <h1 className="text-4xl sm:text-5xl">{w.thanks.title}</h1>
        <p role="status" className="mt-6 text-lg text-slate-700">
          {v.consent ? fill(w.thanks.published, { days: AUTO_PUBLISH_DAYS }) : w.thanks.private}
        </p>
        {v.google ? (
          <p className="mt-6 text-lg text-slate-700">
            {w.thanks.google}{" "}
            <a className="font-semibold text-teal-700 underline" href={v.google} rel="noopener">
              {w.thanks.googleLink}
            </a>
          </p>
        ) : null}
        <PhotoOutcomes outcomes={v.outcomes} words={copyFor(lang).photos} form="review" />
      </Container>
    );
  const invalid = done?.status === "invalid" ? done : undefined;
  const errors = new Set<ReviewField>(invalid?.errors ?? []);
  const values = invalid?.values ?? {};
  const errorOf = (field: ReviewField) => {
    if (!errors.has(field)) return undefined;
    if (field === "text") return fill(w.errors.text, limits);
    if (field === "city") return fill(w.errors.city, { max: REVIEW_LIMITS.city.max });
    return w.errors[field];
  };
  const rating = values.rating ?? "";
  return (
    <Container width="text" className="py-12 sm:py-16">
      <h1 className="text-4xl sm:text-5xl">{w.title}</h1>
      <p className="mt-6 text-lg text-slate-700">
        {w.intro}{" "}
        <a className="font-semibold text-teal-700 underline" href={pathsByLang[lang].reviewPolicy}>
          {w.policyLink}
        </a>
      </p>
      <form method="post" encType="multipart/form-data" noValidate className="mt-8 space-y-6">
        {errors.size > 0 || done?.status === "unreadable" ? (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-semibold text-red-800">
            {done?.status === "unreadable"
              ? w.errors.unreadable
              : fill(w.errors.summary, { count: errors.size })}
            {invalid?.photoAgain ? ` ${w.errors.photoAgain}` : null}
          </p>
        ) : null}
        <fieldset aria-describedby={errors.has("rating") ? "review-rating-error" : undefined}>
          <legend className="text-sm font-semibold text-navy-900">{w.rating.legend}</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {[1, 2, 3, 4, 5].map((n) => (
              <label
                key={n}
                className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-3 has-checked:border-teal-700 has-checked:bg-teal-50"
              >
                <input
                  type="radio"
                  name="rating"
                  value={n}
                  defaultChecked={rating === String(n)}
                  required
                  className="size-4 accent-teal-700"
                />
                <span aria-hidden="true" className="text-amber-500">
                  {"★".repeat(n)}
                </span>
                <span className="text-sm text-navy-900">{fill(w.rating.option, { n })}</span>
              </label>
            ))}
          </div>
          {errors.has("rating") ? (
            <p id="review-rating-error" className="mt-1.5 text-sm font-medium text-red-700">
              {errorOf("rating")}
            </p>
          ) : null}
        </fieldset>
        <FormField
          as="textarea"
          id="review-text"
          name="text"
          rows={6}
          required
          maxLength={REVIEW_LIMITS.text.max}
          label={w.text.label}
          hint={fill(w.text.hint, limits)}
          defaultValue={values.text}
          error={errorOf("text")}
        />
        {/* One column: each field's hint sits above its box, and hints of different lengths would
            misalign two boxes side by side. */}
        <div className="space-y-6">
          <FormField
            id="review-name"
            name="displayName"
            required
            autoComplete="off"
            maxLength={REVIEW_LIMITS.displayName.max}
            label={w.displayName.label}
            hint={w.displayName.hint}
            defaultValue={values.displayName ?? ("name" in v ? v.name : "")}
            error={errorOf("displayName")}
          />
          <FormField
            id="review-city"
            name="city"
            required
            autoComplete="address-level2"
            maxLength={REVIEW_LIMITS.city.max}
            label={w.city.label}
            hint={w.city.hint}
            defaultValue={values.city}
            error={errorOf("city")}
          />
        </div>
        <label className="flex items-start gap-3 text-navy-900">
          <input
            type="checkbox"
            name="consent"
            value="yes"
            defaultChecked={values.consent === "yes"}
            className="mt-1 size-5 shrink-0 accent-teal-700"
          />
          <span>{w.consent}</span>
        </label>
        <PhotoField
          id="review-photo"
          multiple={false}
          words={{
            ...copyFor(lang).photos,
            label: w.photo.label,
            hint: fill(w.photo.hint, { types: copyFor(lang).photos.typeList, mb: MAX_PHOTO_MB }),
          }}
        />
        <button
          type="submit"
          className="inline-flex min-h-12 items-center justify-center rounded-md bg-amber-400 px-8 text-sm font-bold tracking-wide text-navy-950 uppercase shadow-sm hover:bg-amber-500"
        >
          {w.submit}
        </button>
      </form>
    </Container>
  );
}
