import type { ReactNode } from "react";
import { data, Form, Link, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/reviews";
import {
  Notice,
  OfficePage,
  buttonClass,
  inputClass,
  secondaryButtonClass,
} from "~/components/office/office-page";
import { RecordList, SelectField, TextField, labelClass, optionsOf } from "~/components/office/work-ui";
import { Typed } from "~/components/office/typed";
import { officeCopy } from "~/content/office/copy";
import { reviewProblemWords, reviewsCopy as copy } from "~/content/office/reviews";
import { paths } from "~/content/paths";
import { officePaths } from "~/content/office/paths";
import { officeDate, officeDateTime } from "~/lib/office/format";
import { requireFreshPasskey, requireOfficeUser } from "~/lib/office/session.server";
import { idParam, officeWork } from "~/lib/office/work.server";
import { requestPath, reviewPhotoPath } from "~/lib/office/work-paths";
import { photoList } from "~/components/office/request-photos";
import { ConfirmForm } from "~/components/office/request-parts";
import {
  REDACTION_LIMITS,
  REVIEW_LIMITS,
  WITHHOLD_REASONS,
  letterPdfPath,
  shownText,
  type Redaction,
} from "~/lib/reviews/review-record";
import type { ReviewResult } from "~/lib/reviews/review-store.server";

export const meta: Route.MetaFunction = () => [{ title: `${copy.title} | ${officeCopy.siteName}` }];

export async function loader(args: Route.LoaderArgs) {
  await requireOfficeUser(args);
  const { reviews, media } = officeWork(args.context);
  const stats = reviews.stats();
  return {
    figures: copy.figures(stats.count, stats.average === null ? null : String(stats.average)),
    reviews: reviews.list().map((r) => ({
      id: r.id,
      state: r.state,
      rating: r.rating ?? null,
      /** A letter's date and its PDF (a card has neither). */
      letter: r.letter
        ? {
            // A calendar date: read at noon, so no time zone moves it to the day before.
            date: officeDate(`${r.letter.date}T12:00:00Z`),
            pdf: letterPdfPath(r.displayName),
            featured: r.featured,
          }
        : null,
      letterWords: r.translation?.letter ?? null,
      lang: r.lang,
      seeded: r.source === "seeded",
      text: shownText(r.text, r.redactions),
      redacted: r.redactions.length > 0,
      name: r.displayName,
      city: r.city,
      /** The customer's photo, for the office only (never published). */
      photo: photoList(media.photosOf(`review:${r.id}`))[0] ?? null,
      consent: r.consent,
      reason: r.withheldReason ?? null,
      received: officeDateTime(r.receivedAt),
      receivedAt: r.receivedAt,
      publishesAt: r.publishesAt ? officeDateTime(r.publishesAt) : null,
      from: r.from ?? null,
      reply: r.reply?.text ?? "",
      translation: r.translation?.text ?? "",
      history: reviews.history(r.id).map((v) => ({
        id: v.id,
        line: copy.history.entry(
          officeDateTime(v.at),
          copy.history.by[v.by],
          v.withheldReason ? copy.withheldFor(copy.reasons[v.withheldReason]) : copy.states[v.state],
        ),
      })),
    })),
  };
}

const INTENTS = ["publish", "restore", "withhold", "reply", "translate", "redact"] as const;
type Intent = (typeof INTENTS)[number];

/** Every occurrence of `words` in `text` as a redaction, added to the ones it has. */
function marksFor(text: string, words: string, existing: readonly Redaction[]): Redaction[] | null {
  const found: Redaction[] = [];
  for (let at = text.indexOf(words); words && at !== -1; at = text.indexOf(words, at + words.length))
    found.push({ start: at, end: at + words.length });
  return found.length ? [...existing, ...found] : null;
}

/** Each form posts `intent` and `id`; every action checks the session and role, and answers in words. */
export async function action(args: Route.ActionArgs) {
  const user = await requireOfficeUser(args);
  const { reviews, media } = officeWork(args.context);
  const form = await args.request.formData();
  // Deleting a review its writer asked us to remove: a ticked box, then a fresh passkey check.
  if (form.get("intent") === "delete") {
    const id = idParam(form.get("id"));
    if (id === undefined || !reviews.get(id))
      return data({ ok: false, message: reviewProblemWords.notFound }, { status: 404 });
    if (form.get("confirm") !== "yes")
      return data({ ok: false, message: copy.erase.needsConfirm }, { status: 400 });
    await requireFreshPasskey(args, officePaths.reviews);
    const gone = await reviews.erase(user, id);
    if (!gone.ok) return data({ ok: false, message: reviewProblemWords.notFound }, { status: 404 });
    // Its photo, row and files, now that nothing refers to it.
    await media.removeUnreferenced(gone.photos);
    return { ok: true, message: copy.erase.done };
  }
  const intent = INTENTS.find((i) => i === form.get("intent"));
  const id = idParam(form.get("id"));
  const review = id === undefined ? undefined : reviews.get(id);
  if (!intent || !review || id === undefined)
    return data({ ok: false, message: reviewProblemWords.notFound }, { status: 404 });
  const text = (name: string) => String(form.get(name) ?? "").slice(0, 5000);
  const clearing = form.get("clear") === "1";
  let result: ReviewResult;
  switch (intent as Intent) {
    case "publish":
      result = await reviews.publish(user, id);
      break;
    case "restore":
      result = await reviews.restore(user, id);
      break;
    case "withhold":
      result = await reviews.withhold(user, id, form.get("reason"));
      break;
    case "reply":
      result = await reviews.reply(user, id, clearing ? null : text("reply"));
      break;
    case "translate": {
      // A letter's translation also carries its role, salutation and closing in that language.
      const letter =
        review.kind === "letter"
          ? { letter: { role: text("role"), salutation: text("salutation"), closing: text("closing") } }
          : {};
      result = await reviews.translate(user, id, clearing ? null : { text: text("translation"), ...letter });
      break;
    }
    case "redact": {
      if (clearing) {
        result = await reviews.redact(user, id, []);
        break;
      }
      const marks = marksFor(review.text, text("words"), review.redactions);
      if (!marks) return data({ ok: false, message: copy.redact.notFound }, { status: 400 });
      result = await reviews.redact(user, id, marks);
      break;
    }
  }
  if (result.ok) return { ok: true, message: copy.done[intent] };
  return data(
    { ok: false, message: reviewProblemWords[result.problem] },
    { status: result.problem === "notFound" ? 404 : 400 },
  );
}

const Stars = ({ rating }: { rating: number }) => (
  <span className="font-semibold text-amber-800">
    <span aria-hidden="true">{"★".repeat(rating) + "☆".repeat(5 - rating)}</span>{" "}
    <span className="text-navy-950">{copy.stars(rating)}</span>
  </span>
);

/**
 * A review's reply or translation: a text box saved by its own form, with a Remove button while the
 * review has one (`clear`).
 */
function TextForm({
  id,
  intent,
  name = intent,
  label,
  max,
  value,
  lang,
  words,
  children,
}: {
  id: number;
  intent: string;
  name?: string;
  label: string;
  max: number;
  value: string | undefined;
  lang?: string;
  words: { submit: string; remove: string };
  /** More fields of the same form (a letter's translated parts). */
  children?: ReactNode;
}) {
  const boxId = `${name}-${id}`;
  return (
    <Form method="post" className="space-y-2">
      <Hidden id={id} intent={intent} />
      <label htmlFor={boxId} className={labelClass}>
        {label}
      </label>
      <textarea
        id={boxId}
        name={name}
        rows={3}
        maxLength={max}
        defaultValue={value}
        lang={lang}
        dir="auto"
        className={inputClass}
      />
      {children}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={secondaryButtonClass}>
          {words.submit}
        </button>
        {value ? (
          <button type="submit" name="clear" value="1" className={secondaryButtonClass}>
            {words.remove}
          </button>
        ) : null}
      </div>
    </Form>
  );
}

function Hidden({ id, intent }: { id: number; intent: string }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
    </>
  );
}

export default function Reviews() {
  const { figures, reviews } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <OfficePage title={copy.heading} intro={copy.lead}>
      {answer ? <Notice tone={answer.ok ? "ok" : "error"}>{answer.message}</Notice> : null}
      <p className="text-sm text-slate-800">
        {figures}{" "}
        <Link
          to={paths.reviewPolicy}
          className="inline-flex min-h-11 items-center font-semibold text-teal-800 underline"
        >
          {copy.policyLink}
        </Link>
      </p>
      <RecordList items={reviews} none={copy.none} testId="reviews">
        {(r) => (
          <li key={r.id} className="space-y-3 p-3 text-sm" data-review-id={r.id} data-state={r.state}>
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              {r.rating !== null ? <Stars rating={r.rating} /> : null}
              {r.letter ? (
                <span className="font-semibold text-navy-950">
                  {copy.letter.label(r.letter.date, r.letter.featured)}
                </span>
              ) : null}
              {r.letter && r.state === "published" ? (
                <a
                  href={r.letter.pdf}
                  className="inline-flex min-h-11 items-center font-semibold text-teal-800 underline"
                >
                  {copy.letter.pdf}
                </a>
              ) : null}
              <span
                className="rounded bg-slate-100 px-2 py-0.5 font-semibold text-navy-950"
                data-testid="review-state"
              >
                {r.reason ? copy.withheldFor(copy.reasons[r.reason]) : copy.states[r.state]}
              </span>
            </div>
            <blockquote className="max-w-prose whitespace-pre-line text-base text-slate-900">
              <Typed>{r.text}</Typed>
            </blockquote>
            {r.photo ? (
              r.photo.state === "ready" ? (
                <a
                  href={reviewPhotoPath(r.id, r.photo.id, "full")}
                  className="block w-40 overflow-hidden rounded-md ring-1 ring-slate-200 focus-visible:ring-2 focus-visible:ring-teal-600"
                >
                  <img
                    src={reviewPhotoPath(r.id, r.photo.id, "thumb")}
                    alt={copy.photo.open}
                    width={r.photo.width}
                    height={r.photo.height}
                    loading="lazy"
                    className="aspect-[4/3] h-auto w-full object-cover"
                  />
                </a>
              ) : (
                <p className="text-slate-700">
                  {r.photo.state === "pending" ? copy.photo.preparing : copy.photo.failed}
                </p>
              )
            ) : null}
            <p className="text-slate-700">
              <Typed>{`${r.name} · ${r.city}`}</Typed> · {copy.languages[r.lang]}
              {r.seeded ? ` · ${copy.seeded}` : ""} ·{" "}
              <time dateTime={r.receivedAt}>{copy.received(r.received)}</time>
              {r.from ? (
                <>
                  {" · "}
                  <Link
                    to={
                      "leadId" in r.from
                        ? requestPath("lead", r.from.leadId)
                        : requestPath("booking", r.from.bookingId)
                    }
                    className="inline-flex min-h-11 items-center font-semibold text-teal-800 underline"
                  >
                    {"leadId" in r.from ? copy.fromLead(r.from.leadId) : copy.fromBooking(r.from.bookingId)}
                  </Link>
                </>
              ) : null}
            </p>
            {!r.consent ? <p className="font-semibold text-red-900">{copy.noConsent}</p> : null}
            {r.publishesAt ? <p className="text-slate-800">{copy.publishesAt(r.publishesAt)}</p> : null}
            {r.redacted ? <p className="text-slate-800">{copy.redactedNote}</p> : null}
            <div className="flex flex-wrap items-end gap-3">
              {r.consent && r.state !== "published" ? (
                <Form method="post">
                  <Hidden id={r.id} intent={r.state === "withheld" ? "restore" : "publish"} />
                  <button type="submit" className={buttonClass}>
                    {r.state === "withheld" ? copy.restore : copy.publish}
                  </button>
                </Form>
              ) : null}
              <Form method="post" className="flex flex-wrap items-end gap-2">
                <Hidden id={r.id} intent="withhold" />
                <SelectField
                  id={`reason-${r.id}`}
                  name="reason"
                  label={copy.withhold.label}
                  options={optionsOf(WITHHOLD_REASONS, copy.reasons)}
                  blank={copy.withhold.blank}
                  defaultValue=""
                  required
                />
                <button type="submit" className={secondaryButtonClass}>
                  {copy.withhold.submit}
                </button>
              </Form>
            </div>
            <details>
              <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-navy-950">
                {r.letter ? copy.moreLetter : copy.more}
              </summary>
              <div className="mt-2 space-y-4">
                {r.letter ? null : (
                  <TextForm
                    id={r.id}
                    intent="reply"
                    label={copy.reply.label}
                    max={REVIEW_LIMITS.reply.max}
                    value={r.reply}
                    words={copy.reply}
                  />
                )}
                <TextForm
                  id={r.id}
                  intent="translate"
                  name="translation"
                  label={copy.translation.label(r.lang === "en" ? "es" : "en")}
                  max={REVIEW_LIMITS.translation.max}
                  value={r.translation}
                  lang={r.lang === "en" ? "es" : "en"}
                  words={copy.translation}
                >
                  {r.letter
                    ? (["role", "salutation", "closing"] as const).map((part) => (
                        <TextField
                          key={part}
                          id={`${part}-${r.id}`}
                          name={part}
                          label={copy.letter.parts[part]}
                          maxLength={200}
                          defaultValue={r.letterWords?.[part]}
                          lang={r.lang === "en" ? "es" : "en"}
                          required
                        />
                      ))
                    : null}
                </TextForm>
                <Form method="post" className="space-y-2">
                  <Hidden id={r.id} intent="redact" />
                  <TextField
                    id={`words-${r.id}`}
                    name="words"
                    label={copy.redact.label}
                    maxLength={REDACTION_LIMITS.mark}
                  />
                  <div className="flex flex-wrap gap-2">
                    <button type="submit" className={secondaryButtonClass}>
                      {copy.redact.submit}
                    </button>
                    {r.redacted ? (
                      <button type="submit" name="clear" value="1" className={secondaryButtonClass}>
                        {copy.redact.clear}
                      </button>
                    ) : null}
                  </div>
                </Form>
                <div>
                  <h2 className="font-semibold text-navy-950">{copy.history.title}</h2>
                  <ul className="mt-1 list-disc space-y-0.5 pl-5 text-slate-800">
                    {r.history.map((v) => (
                      <li key={v.id}>{v.line}</li>
                    ))}
                  </ul>
                </div>
                {r.seeded ? null : (
                  <ConfirmForm
                    intent="delete"
                    record={r.id}
                    confirm={copy.erase.confirm}
                    submit={copy.erase.submit}
                    className="space-y-2"
                  >
                    <h2 className="font-semibold text-navy-950">{copy.erase.title}</h2>
                    <p className="max-w-prose text-slate-800">{copy.erase.hint}</p>
                  </ConfirmForm>
                )}
              </div>
            </details>
          </li>
        )}
      </RecordList>
    </OfficePage>
  );
}
