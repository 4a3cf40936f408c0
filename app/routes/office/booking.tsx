import type { ReactNode } from "react";
import { data, redirect, useActionData, useLoaderData } from "react-router";
import { photoList, RequestPhotos } from "~/components/office/request-photos";
import type { Route } from "./+types/booking";
import { Notice, OfficePage, buttonClass } from "~/components/office/office-page";
import {
  BackToInbox,
  ConfirmForm,
  DeletePerson,
  Deliveries,
  PersonRequests,
  ReachButtons,
  StageAndSpeed,
} from "~/components/office/request-parts";
import { RequestPipeline } from "~/components/office/request-pipeline";
import { ReviewAsk } from "~/components/office/review-ask";
import {
  REVIEW_ASK_INTENT,
  reviewAskAction,
  reviewAsksOf,
  type ReviewAskAnswer,
} from "~/lib/office/review-ask-action.server";

import { Facts, IntentForm, Section, WindowSelect } from "~/components/office/work-ui";
import { officeCopy } from "~/content/office/copy";
import { officePaths } from "~/content/office/paths";
import { bookingStatusLabels, doorLabels, languageLabels, requestCopy as copy } from "~/content/office/work";
import { bookingPhoneText } from "~/lib/booking/booking-phone";
import type { BookingRow } from "~/lib/booking/booking-record";
import { compactWindowLabel, windowLabel } from "~/lib/booking/window-labels";
import { officeDateTime } from "~/lib/office/format";
import { pipelineAction, type PipelineAnswer } from "~/lib/office/pipeline-action.server";
import { BACK_PARAM } from "~/lib/office/inbox-filter";
import { bookingDoor, shownStatus, speedToLead } from "~/lib/office/pipeline";
import { personLinks } from "~/lib/office/person.server";
import { deletePerson, deliveriesOf, notesOf } from "~/lib/office/requests.server";
import { requireFreshPasskey, requireOfficeUser } from "~/lib/office/session.server";
import { auditBy, idParam, officeWork } from "~/lib/office/work.server";
import { requestPath } from "~/lib/office/work-paths";
import { isolateText } from "~/lib/site/bidi";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: `${loaderData ? copy.bookingTitle(isolateText(loaderData.booking.name)) : copy.notFound} | ${officeCopy.siteName}`,
  },
];

const notFound = () => new Response(copy.notFound, { status: 404 });

/** Windows the office may move a booking to: not started, not closed, a seat free (no notice, no cut-off). */
function moveTargets(work: ReturnType<typeof officeWork>, exceptId: string) {
  return work.schedule
    .moveTargets(new Date(), exceptId)
    .map((w) => ({ id: w.id, label: `${compactWindowLabel(w, "en")} (${w.capacity - w.taken})` }));
}

export async function loader(args: Route.LoaderArgs) {
  await requireOfficeUser(args);
  const work = officeWork(args.context);
  const id = idParam(args.params.id);
  const booking = id ? work.schedule.store.get(id) : undefined;
  if (!booking) throw notFound();
  const url = new URL(args.request.url);
  return {
    booking: {
      ...booking,
      phone_text: bookingPhoneText(booking),
      speed_ms: speedToLead(booking.created_at, booking.contacted_at),
    },
    when: windowLabel({ start: new Date(booking.starts_at), end: new Date(booking.ends_at) }, "en"),
    closed: work.schedule.store.closedFor(booking.window_id),
    notes: notesOf(work.db.db, "booking", booking.id),
    person: personLinks(work.db.db, "booking", booking.id),
    deliveries: deliveriesOf(work.db.db, "booking", booking.id),
    photos: photoList(work.media.photosOf(`booking:${booking.id}`)),
    reviewAsks: reviewAsksOf(work.db, { bookingId: booking.id }),
    targets: booking.status === "booked" ? moveTargets(work, booking.window_id) : [],
    changed: url.searchParams.get("changed"),
  };
}

type Answer = PipelineAnswer | ReviewAskAnswer | { intent: "move" | "cancel" | "delete"; error: string };

export async function action(args: Route.ActionArgs) {
  const user = await requireOfficeUser(args);
  const work = officeWork(args.context);
  const id = idParam(args.params.id);
  const booking = id ? work.schedule.store.get(id) : undefined;
  if (!booking) throw notFound();
  const form = await args.request.formData();
  const intent = form.get("intent");
  const audit = auditBy(work.db, user);
  const here = requestPath("booking", booking.id);

  if (intent === "move" || intent === "cancel") {
    if (intent === "cancel" && form.get("confirm") !== "yes")
      return data<Answer>({ intent, error: copy.cancelNeedsConfirm }, { status: 400 });
    const result =
      intent === "move"
        ? work.schedule.move(booking.id, String(form.get("window") ?? ""), { audit })
        : work.schedule.cancel(booking.id, { audit });
    if (result.status === "moved" || result.status === "cancelled") {
      // The inbox's filters stay along for "Back to the inbox".
      const back = new URL(args.request.url).searchParams.get(BACK_PARAM);
      const query = new URLSearchParams({ changed: result.status, ...(back ? { [BACK_PARAM]: back } : {}) });
      return redirect(`${here}?${query}`, 303);
    }
    const error = result.status === "not-found" ? copy.notFound : copy.changeErrors[result.status];
    return data<Answer>({ intent, error }, { status: 409 });
  }
  if (intent === REVIEW_ASK_INTENT)
    return reviewAskAction(work, { bookingId: booking.id }, form, { userId: user.id, audit });
  if (intent === "delete") {
    if (form.get("confirm") !== "yes")
      return data<Answer>({ intent: "delete", error: copy.deleteNeedsConfirm }, { status: 400 });
    await requireFreshPasskey(args, here);
    const gone = deletePerson(work.db, "booking", booking.id, { audit });
    // Their photos, rows and files, now that nothing refers to them.
    await work.media.removeUnreferenced(gone?.photos ?? []);
    return redirect(`${officePaths.home}?deleted=1`, 303);
  }
  const answer = pipelineAction(
    work.db,
    "booking",
    booking.id,
    form,
    { id: user.id, name: user.name },
    audit,
  );
  return data<Answer>(answer, { status: answer.ok ? 200 : 400 });
}

type BookingView = ReturnType<typeof useLoaderData<typeof loader>>["booking"];

/**
 * The booking's facts in the order shown, by column: a label and what to show, or null for a column shown
 * elsewhere on the page or not at all. Every column is named, so a new one fails the type check here
 * until it is shown or left out on purpose.
 */
function bookingFacts(b: BookingView, when: string): Record<keyof BookingRow, [string, ReactNode] | null> {
  const f = copy.fields;
  return {
    window_id: [f.window, when],
    starts_at: null, // in the window
    ends_at: null,
    status: [f.status, bookingStatusLabels[b.status]],
    created_at: [f.received, <time dateTime={b.created_at}>{officeDateTime(b.created_at)}</time>],
    channel: [f.door, doorLabels[bookingDoor(b)]],
    ip: null, // the door says whether the office booked it; the address is the store's
    language: [f.language, languageLabels[b.language]],
    name: [f.name, b.name],
    phone: [f.phone, b.phone_text],
    phone_ext: null, // in the phone
    email: [f.email, b.email],
    street: [f.address, `${b.street}, ${b.zip}`],
    zip: null, // in the address
    surface: [f.surface, b.surface],
    note: [f.note, b.note],
    outside_area: b.outside_area ? [f.outside, "✓"] : null,
    // The stage and speed to lead are shown above, the lost reason with the pipeline; the rest is the store's.
    stage: null,
    lost_reason: null,
    contacted_at: null,
    done_at: b.done_at ? [f.done, <time dateTime={b.done_at}>{officeDateTime(b.done_at)}</time>] : null,
    flag_reason: null, // the status says it holds no seat
    id: null,
    uid: null,
    sequence: null,
    updated_at: null,
    phone_key: null,
    user_agent: null,
  };
}

export default function BookingPage() {
  const {
    booking: b,
    when,
    closed,
    notes,
    person,
    deliveries,
    targets,
    changed,
    photos,
    reviewAsks,
  } = useLoaderData<typeof loader>();
  const answer = useActionData<Answer>();
  const changeError =
    answer &&
    "intent" in answer &&
    (answer.intent === "move" || answer.intent === "cancel") &&
    "error" in answer
      ? answer.error
      : null;
  return (
    <OfficePage title={copy.bookingTitle(isolateText(b.name))}>
      <BackToInbox />
      {changed === "moved" || changed === "cancelled" ? (
        <Notice>
          {copy.changed[changed]} {b.email ? null : copy.noEmailCall}
        </Notice>
      ) : null}
      <Section title={copy.sent}>
        <StageAndSpeed
          stage={shownStatus({ stage: b.stage, contacted_at: b.contacted_at, booking_status: b.status })}
          speedMs={b.speed_ms}
        />
        <Facts
          empty={copy.notGiven}
          items={Object.values(bookingFacts(b, closed ? `${when} (closed)` : when)).filter(
            (fact) => fact !== null,
          )}
        />
        <ReachButtons phone={b.phone} email={b.email} />
      </Section>

      <RequestPhotos kind="booking" requestId={b.id} photos={photos} />

      <PersonRequests requests={person} />

      {b.status === "booked" ? (
        <Section title={copy.move}>
          <p>{copy.moveHint}</p>
          {changeError ? <Notice tone="error">{changeError}</Notice> : null}
          <IntentForm intent="move" className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
            <WindowSelect
              id="move-window"
              label={copy.bookWindow}
              windows={targets}
              placeholder={copy.chooseWindow}
            />
            <button type="submit" className={buttonClass}>
              {copy.moveSubmit}
            </button>
          </IntentForm>
          <ConfirmForm
            intent="cancel"
            confirm={copy.cancelConfirm}
            submit={copy.cancelSubmit}
            className="space-y-2 border-t border-slate-200 pt-3"
          />
        </Section>
      ) : null}

      <RequestPipeline
        stage={b.stage}
        lostReason={b.lost_reason}
        doneAt={b.done_at}
        notes={notes}
        answer={answer}
      />

      <ReviewAsk done={b.stage === "done"} email={b.email} asks={reviewAsks} answer={answer} />

      <Deliveries deliveries={deliveries} />
      <DeletePerson answer={answer} />
    </OfficePage>
  );
}
