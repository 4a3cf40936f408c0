import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { Notice, buttonClass, dangerButtonClass } from "~/components/office/office-page";
import { IntentForm, ItemList, Section, StageBadge, tapLinkClass } from "~/components/office/work-ui";
import { officePaths } from "~/content/office/paths";
import { requestCopy as copy } from "~/content/office/work";
import { backToInbox } from "~/lib/office/inbox-filter";
import { formatDuration, type ContactWay, type ShownStatus } from "~/lib/office/pipeline";
import type { PersonLink } from "~/lib/office/person.server";
import type { deliveriesOf } from "~/lib/office/requests.server";

/** Parts every request screen (a lead's, a booking's) shows the same way. */

/** The inbox as it was left: a card's link carries the inbox's filters (`withBack`), and this link returns to them. */
export function BackToInbox() {
  const { search } = useLocation();
  return (
    <p>
      <Link to={backToInbox(officePaths.home, search)} className={tapLinkClass}>
        {copy.back}
      </Link>
    </p>
  );
}

/** Where the request stands, and how long the office took to answer it ("—" until it did). */
export function StageAndSpeed({ stage, speedMs }: { stage: string; speedMs: number | null }) {
  return (
    <p className="flex flex-wrap items-center gap-2">
      <StageBadge stage={stage as ShownStatus} />
      <span data-testid="speed-to-lead">
        {copy.fields.speed}: {speedMs === null ? "—" : formatDuration(speedMs)}
      </span>
    </p>
  );
}

/**
 * Tells this page's action that the office tapped a call or text link (the first real contact starts speed
 * to lead), as a beacon so the phone's dialer opens at once; without script nothing is recorded.
 */
const recordContact = (way: ContactWay) => () => {
  const body = new FormData();
  body.set("intent", "contact");
  body.set("way", way);
  navigator.sendBeacon(window.location.pathname, body);
};

/** Call, text and e-mail buttons for the person behind a request (those their details allow). */
export function ReachButtons({
  phone,
  telHref,
  email,
}: {
  phone: string;
  /** The call link when the screen has one (with the extension: `phoneHref`); else from the digits. */
  telHref?: string;
  email: string | null;
}) {
  const digits = phone.replace(/[^\d+]/g, "");
  return (
    <ul className="flex flex-wrap gap-2">
      {digits ? (
        <>
          <li>
            <a href={telHref ?? `tel:${digits}`} className={buttonClass} onClick={recordContact("call")}>
              {copy.call}
            </a>
          </li>
          <li>
            <a href={`sms:${digits}`} className={buttonClass} onClick={recordContact("text")}>
              {copy.text}
            </a>
          </li>
        </>
      ) : null}
      {email ? (
        <li>
          <a href={`mailto:${email}`} className={buttonClass}>
            {copy.email}
          </a>
        </li>
      ) : null}
    </ul>
  );
}

/** The error an action answered for this form's intent, if any. */
export function answerError(answer: unknown, intent: string): string | null {
  return answer &&
    typeof answer === "object" &&
    "intent" in answer &&
    answer.intent === intent &&
    "error" in answer
    ? String(answer.error)
    : null;
}

/**
 * A destructive step behind a ticked box: the server refuses it unless `confirm=yes` came along. On a
 * screen listing several records, `record` names which one (posted as `id`; the box's id follows it).
 */
export function ConfirmForm({
  intent,
  confirm,
  submit,
  record,
  children,
  className = "space-y-3",
}: {
  intent: string;
  confirm: string;
  submit: string;
  record?: number;
  /** What the form says before its box (a heading, a hint). */
  children?: ReactNode;
  className?: string;
}) {
  const id = record === undefined ? `${intent}-confirm` : `${intent}-confirm-${record}`;
  return (
    <IntentForm intent={intent} className={className}>
      {record === undefined ? null : <input type="hidden" name="id" value={record} />}
      {children}
      <p className="flex items-center gap-2">
        <input id={id} type="checkbox" name="confirm" value="yes" className="size-5 shrink-0" />
        {/* The label is the 44 px tap target for the small box. */}
        <label htmlFor={id} className="flex min-h-11 items-center">
          {confirm}
        </label>
      </p>
      <button type="submit" className={dangerButtonClass}>
        {submit}
      </button>
    </IntentForm>
  );
}

/** Deleting a person's data on their request: a confirmation box, then (on the server) a fresh passkey check. */
export function DeletePerson({ answer }: { answer: unknown }) {
  const error = answerError(answer, "delete");
  return (
    <Section title={copy.deleteTitle}>
      <p>{copy.deleteHint}</p>
      {error ? <Notice tone="error">{error}</Notice> : null}
      <ConfirmForm intent="delete" confirm={copy.deleteConfirm} submit={copy.deleteSubmit} />
    </Section>
  );
}

/** What was sent about a request: the e-mails from the outbox and the signed webhooks. */
export function Deliveries({ deliveries }: { deliveries: ReturnType<typeof deliveriesOf> }) {
  return (
    <Section title={copy.delivery}>
      <h3 className="font-semibold">{copy.messages}</h3>
      <ItemList items={deliveries.messages} none={copy.noMessages}>
        {(m) => (
          <li key={m.id}>
            {copy.recipient[m.recipient]}: {copy.messageState(m.status, m.attempts, m.last_error)}
          </li>
        )}
      </ItemList>
      <h3 className="font-semibold">{copy.webhooks}</h3>
      <ItemList items={deliveries.webhooks} none={copy.noWebhooks}>
        {(w) => (
          <li key={w.id}>
            {w.type}: {w.status} ({w.attempts}){w.last_error ? `, ${w.last_error}` : ""}
          </li>
        )}
      </ItemList>
    </Section>
  );
}

/** One person, one page: the person's other leads and bookings (same phone number or e-mail), each a link. */
export function PersonRequests({ requests }: { requests: readonly PersonLink[] }) {
  return (
    <Section title={copy.person} id="person">
      <p>{copy.personHint}</p>
      <ItemList items={requests} none={copy.personNone} className="divide-y divide-slate-200" testId="person">
        {(r) => (
          <li key={r.href} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-1">
            <Link to={r.href} className={tapLinkClass}>
              {copy.personItem(r.kind, r.detail)}
            </Link>
            <StageBadge stage={r.stage} />
          </li>
        )}
      </ItemList>
    </Section>
  );
}
