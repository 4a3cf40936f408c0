import { Form } from "react-router";
import { Notice, dangerButtonClass } from "~/components/office/office-page";
import { Section } from "~/components/office/work-ui";
import { requestCopy as copy } from "~/content/office/work";
import type { deliveriesOf } from "~/lib/office/requests.server";

/** Parts every request screen (a lead's, a booking's) shows the same way. */

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

/** A destructive step behind a ticked box: the server refuses it unless `confirm=yes` came along. */
export function ConfirmForm({
  intent,
  confirm,
  submit,
  className = "space-y-3",
}: {
  intent: string;
  confirm: string;
  submit: string;
  className?: string;
}) {
  const id = `${intent}-confirm`;
  return (
    <Form method="post" className={className}>
      <input type="hidden" name="intent" value={intent} />
      <p className="flex items-start gap-2">
        <input id={id} type="checkbox" name="confirm" value="yes" className="mt-1 size-5" />
        <label htmlFor={id}>{confirm}</label>
      </p>
      <button type="submit" className={dangerButtonClass}>
        {submit}
      </button>
    </Form>
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
      {deliveries.messages.length === 0 ? (
        <p>{copy.noMessages}</p>
      ) : (
        <ul>
          {deliveries.messages.map((m) => (
            <li key={m.id}>
              {copy.recipient[m.recipient]}: {copy.messageState(m.status, m.attempts, m.last_error)}
            </li>
          ))}
        </ul>
      )}
      <h3 className="font-semibold">{copy.webhooks}</h3>
      {deliveries.webhooks.length === 0 ? (
        <p>{copy.noWebhooks}</p>
      ) : (
        <ul>
          {deliveries.webhooks.map((w) => (
            <li key={w.id}>
              {w.type}: {w.status} ({w.attempts}){w.last_error ? `, ${w.last_error}` : ""}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
