import type { ReactNode } from "react";
import { data, Link, redirect, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/lead";
import { Notice, OfficePage, buttonClass, inputClass } from "~/components/office/office-page";
import {
  BackToInbox,
  DeletePerson,
  Deliveries,
  PersonRequests,
  ReachButtons,
  StageAndSpeed,
  answerError,
} from "~/components/office/request-parts";
import {
  Facts,
  IntentForm,
  ItemList,
  Section,
  TextField,
  WindowSelect,
  linkClass,
} from "~/components/office/work-ui";
import { RequestPipeline } from "~/components/office/request-pipeline";
import { ReviewAsk } from "~/components/office/review-ask";
import { PhotoAsk } from "~/components/office/photo-ask";
import {
  PHOTO_ASK_INTENT,
  photoAskAction,
  photoAskOf,
  type PhotoAskAnswer,
} from "~/lib/office/photo-ask-action.server";
import {
  REVIEW_ASK_INTENT,
  reviewAskAction,
  reviewAsksOf,
  type ReviewAskAnswer,
} from "~/lib/office/review-ask-action.server";

import { photoList, RequestPhotos } from "~/components/office/request-photos";
import { pipelineAction, type PipelineAnswer } from "~/lib/office/pipeline-action.server";
import { officeCopy } from "~/content/office/copy";
import { officePaths } from "~/content/office/paths";
import { serviceLabel } from "~/content/lead-forms";
import { doorLabels, languageLabels, requestCopy as copy } from "~/content/office/work";
import { BOOKING_WIRE } from "~/lib/booking/booking-wire";
import { compactWindowLabel, shortWindowLabel } from "~/lib/booking/window-labels";
import { formatPhone, phoneHref } from "~/lib/forms/phone";
import type { LeadRow } from "~/lib/leads/lead-record";
import { officeDateTime } from "~/lib/office/format";
import { isDoor } from "~/lib/office/pipeline";
import {
  deletePerson,
  deliveriesOf,
  leadDetail,
  mergesOf,
  notesOf,
  setStage,
} from "~/lib/office/requests.server";
import { addLeadEmail, personLinks } from "~/lib/office/person.server";
import { requireFreshPasskey, requireOfficeUser } from "~/lib/office/session.server";
import { auditBy, idParam, officeWork } from "~/lib/office/work.server";
import { requestPath } from "~/lib/office/work-paths";
import { isolateText } from "~/lib/site/bidi";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: `${loaderData ? copy.leadTitle(isolateText(loaderData.lead.name)) : copy.notFound} | ${officeCopy.siteName}`,
  },
];

const notFound = () => new Response(copy.notFound, { status: 404 });

export async function loader(args: Route.LoaderArgs) {
  await requireOfficeUser(args);
  const { db, leads, bookings, media } = officeWork(args.context);
  const id = idParam(args.params.id);
  const lead = id ? leadDetail(leads, id) : undefined;
  if (!lead) throw notFound();
  const phone = lead.phone ? { e164: lead.phone, extension: lead.phone_ext } : null;
  return {
    lead: {
      ...lead,
      door: isDoor(lead.door) ? lead.door : lead.form === "emergency" ? "callback" : "quote-form",
    },
    /** The number as people read it, and its call link (the formatting stays on the server). */
    phone: phone && { display: formatPhone(phone), href: phoneHref(phone) },
    merges: mergesOf(db.db, lead.id),
    photos: photoList(media.photosOf(`lead:${lead.id}`)),
    reviewAsks: reviewAsksOf(db, { leadId: lead.id }),
    photoLink: photoAskOf(db, lead.id),
    notes: notesOf(db.db, "lead", lead.id),
    person: personLinks(db.db, "lead", lead.id),
    deliveries: deliveriesOf(db.db, "lead", lead.id),
    /** The booking form's key, as the booking page gives it (a booking without one holds no seat). */
    formKey: bookings.formKey(),
    windows: bookings
      .open()
      .slice(0, 40)
      .map((w) => ({ id: w.id, label: compactWindowLabel(w, "en"), seatsLeft: w.seatsLeft })),
  };
}

type Answer =
  | PipelineAnswer
  | ReviewAskAnswer
  | PhotoAskAnswer
  | { intent: "book"; error: string; booking?: { href: string; label: string } }
  | { intent: "delete"; error: string }
  | { intent: "email"; error: string; email: string }
  | { intent: "email"; message: string };

export async function action(args: Route.ActionArgs) {
  const user = await requireOfficeUser(args);
  const { db, leads, bookings } = officeWork(args.context);
  const id = idParam(args.params.id);
  const lead = id ? leads.getLead(id) : undefined;
  if (!lead) throw notFound();
  const form = await args.request.formData();
  const intent = form.get("intent");
  const audit = auditBy(db, user);
  const here = requestPath("lead", lead.id);

  if (intent === "delete") {
    if (form.get("confirm") !== "yes")
      return data<Answer>({ intent: "delete", error: copy.deleteNeedsConfirm }, { status: 400 });
    await requireFreshPasskey(args, here);
    const gone = deletePerson(db, "lead", lead.id, { audit });
    // Their photos, rows and files, now that nothing refers to them.
    await officeWork(args.context).media.removeUnreferenced(gone?.photos ?? []);
    return redirect(`${officePaths.home}?deleted=1`, 303);
  }

  if (intent === REVIEW_ASK_INTENT)
    return reviewAskAction(officeWork(args.context), { leadId: lead.id }, form, { userId: user.id, audit });

  if (intent === PHOTO_ASK_INTENT)
    return photoAskAction(officeWork(args.context), lead.id, form, { userId: user.id, audit });

  if (intent === "email") {
    const result = addLeadEmail(db, lead.id, form.get("email"), { audit });
    return result.status === "added"
      ? data<Answer>({ intent: "email", message: copy.emailAdded })
      : data<Answer>(
          { intent: "email", error: result.error, email: String(form.get("email") ?? "").slice(0, 300) },
          { status: 400 },
        );
  }

  if (intent === "book") {
    const result = bookings.book(
      {
        window: String(form.get("window") ?? ""),
        name: lead.name,
        // The number as people write it, with its extension, which the booking form reads.
        phone: lead.phone && formatPhone({ e164: lead.phone, extension: lead.phone_ext }),
        email: lead.email,
        street: String(form.get("street") ?? ""),
        zip: String(form.get("zip") ?? ""),
        note: String(form.get("note") ?? ""),
        [BOOKING_WIRE.formKey]: String(form.get(BOOKING_WIRE.formKey) ?? ""),
      },
      lead.language === "es" ? "es" : "en",
      { ip: `office:${user.id}`, userAgent: null, channel: "web", office: true },
    );
    if (result.status === "exists") {
      // The number holds an upcoming booking: say so, and link to it.
      const held = result.booking;
      const label = shortWindowLabel({ start: new Date(held.starts_at), end: new Date(held.ends_at) }, "en");
      return data<Answer>(
        {
          intent: "book",
          error: copy.bookingExists,
          booking: { href: requestPath("booking", held.id), label: copy.openBooking(label) },
        },
        { status: 409 },
      );
    }
    if (result.status !== "booked") {
      const message =
        result.status === "invalid" || result.status === "taken"
          ? Object.values(result.errors).filter(Boolean).join(" ")
          : "message" in result
            ? result.message
            : copy.changeErrors.gone;
      return data<Answer>({ intent: "book", error: message }, { status: 400 });
    }
    db.transaction(() => {
      audit({
        action: "booking.created",
        subjectType: "booking",
        subjectId: result.booking.id,
        fields: ["lead"],
      });
      setStage(db, "lead", lead.id, "booked", { audit });
    });
    return redirect(requestPath("booking", result.booking.id), 303);
  }

  const answer = pipelineAction(db, "lead", lead.id, form, { id: user.id, name: user.name }, audit);
  return data<Answer>(answer, { status: answer.ok ? 200 : 400 });
}

type LeadView = ReturnType<typeof useLoaderData<typeof loader>>["lead"];

/**
 * The lead's facts in the order shown, by column: a label and what to show, or null for a column shown
 * elsewhere on the page or not at all. Every column is named, so a new one fails the type check here
 * until it is shown or left out on purpose.
 */
function leadFacts(
  lead: LeadView,
  phone: { display: string } | null,
): Record<keyof LeadRow, [string, ReactNode] | null> {
  const f = copy.fields;
  return {
    created_at: [f.received, <time dateTime={lead.created_at}>{officeDateTime(lead.created_at)}</time>],
    door: [f.door, doorLabels[lead.door]],
    language: [f.language, languageLabels[lead.language]],
    page: [f.page, lead.page],
    name: [f.name, lead.name],
    phone: [f.phone, phone?.display ?? null],
    phone_ext: null, // in the phone
    email: [f.email, lead.email],
    service: [f.service, lead.service ? serviceLabel(lead.service) : null],
    best_time: [f.bestTime, lead.best_time],
    message: [f.message, lead.message],
    flagged: lead.flagged ? [f.flagged, lead.flag_reason] : null,
    flag_reason: null, // with flagged
    // The stage and speed to lead are shown above, the lost reason with the pipeline; the rest is the store's.
    stage: null,
    lost_reason: null,
    contacted_at: null,
    done_at: lead.done_at
      ? [f.done, <time dateTime={lead.done_at}>{officeDateTime(lead.done_at)}</time>]
      : null,
    id: null,
    form: null, // the door says it
    ip: null,
    user_agent: null,
    fingerprint: null,
  };
}

export default function LeadPage() {
  const { lead, phone, merges, notes, person, deliveries, windows, formKey, photos, reviewAsks, photoLink } =
    useLoaderData<typeof loader>();
  const answer = useActionData<Answer>();
  const bookError = answerError(answer, "book");
  const heldBooking = answer?.intent === "book" && "booking" in answer ? answer.booking : undefined;
  const emailSaved = answer?.intent === "email" && "message" in answer ? answer.message : null;
  return (
    <OfficePage title={copy.leadTitle(isolateText(lead.name))}>
      <BackToInbox />
      <Section title={copy.sent}>
        <StageAndSpeed stage={lead.stage} speedMs={lead.speed_ms} />
        <Facts
          empty={copy.notGiven}
          items={Object.values(leadFacts(lead, phone)).filter((fact) => fact !== null)}
        />
      </Section>

      <RequestPhotos kind="lead" requestId={lead.id} photos={photos} />

      <PhotoAsk email={lead.email} live={photoLink} answer={answer} />

      <Section title={copy.reach}>
        {emailSaved ? <Notice>{emailSaved}</Notice> : null}
        <ReachButtons phone={lead.phone} telHref={phone?.href} email={lead.email} />
      </Section>

      <PersonRequests requests={person} />

      {lead.email ? null : <AddEmail answer={answer} />}

      <RequestPipeline
        stage={lead.stage}
        lostReason={lead.lost_reason}
        doneAt={lead.done_at}
        notes={notes}
        answer={answer}
      />

      <ReviewAsk done={lead.stage === "done"} email={lead.email} asks={reviewAsks} answer={answer} />

      <Section title={copy.bookFor}>
        <p>{copy.bookForHint}</p>
        {bookError ? (
          <Notice tone="error">
            {bookError}
            {heldBooking ? (
              <>
                {" "}
                <Link to={heldBooking.href} className={linkClass}>
                  {heldBooking.label}
                </Link>
              </>
            ) : null}
          </Notice>
        ) : null}
        {windows.length === 0 ? (
          <p>{copy.noWindows}</p>
        ) : (
          <IntentForm intent="book" className="grid gap-3 sm:grid-cols-2">
            <input type="hidden" name={BOOKING_WIRE.formKey} value={formKey} />
            <WindowSelect
              id="book-window"
              label={copy.bookWindow}
              windows={windows}
              required
              className="sm:col-span-2"
              selectClassName={inputClass}
            />
            <TextField id="book-street" name="street" label={copy.bookStreet} required autoComplete="off" />
            <TextField
              id="book-zip"
              name="zip"
              label={copy.bookZip}
              required
              inputMode="numeric"
              pattern="\d{5}"
            />
            <TextField id="book-note" name="note" label={copy.bookNote} className="sm:col-span-2" />
            <p>
              <button type="submit" className={buttonClass}>
                {copy.bookSubmit}
              </button>
            </p>
          </IntentForm>
        )}
      </Section>

      <Section title={copy.merges}>
        <ItemList items={merges} none={copy.noMerges} className="space-y-1">
          {(m) => {
            const diff = Object.entries(m.differences);
            return (
              <li key={m.id}>
                <time dateTime={m.created_at}>{officeDateTime(m.created_at)}</time>:{" "}
                {diff.length === 0
                  ? copy.mergeSame
                  : `${copy.mergeDiff}: ${diff.map(([k, v]) => `${k} ${v ?? copy.personalValue}`).join(", ")}`}
              </li>
            );
          }}
        </ItemList>
      </Section>

      <Deliveries deliveries={deliveries} />

      <DeletePerson answer={answer} />
    </OfficePage>
  );
}

/** An e-mail for someone who phoned: once saved, their other requests with it join this page's list. */
function AddEmail({ answer }: { answer: Answer | undefined }) {
  const refused = answer?.intent === "email" && "error" in answer ? answer : null;
  return (
    <Section title={copy.addEmail}>
      <p>{copy.addEmailHint}</p>
      {refused ? <Notice tone="error">{refused.error}</Notice> : null}
      <IntentForm intent="email" className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
        <TextField
          id="add-email"
          name="email"
          inputMode="email"
          label={copy.addEmailLabel}
          required
          autoComplete="off"
          defaultValue={refused?.email ?? ""}
        />
        <button type="submit" className={buttonClass}>
          {copy.addEmailSubmit}
        </button>
      </IntentForm>
    </Section>
  );
}
