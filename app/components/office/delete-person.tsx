import { Form } from "react-router";
import { Notice, dangerButtonClass } from "~/components/office/office-page";
import { Section } from "~/components/office/work-ui";
import { requestCopy as copy } from "~/content/office/work";

/** Deleting a person's data on their request: a confirmation box, then (on the server) a fresh passkey check. */
export function DeletePerson({ answer }: { answer: unknown }) {
  const error =
    answer &&
    typeof answer === "object" &&
    "intent" in answer &&
    answer.intent === "delete" &&
    "error" in answer
      ? String(answer.error)
      : null;
  return (
    <Section title={copy.deleteTitle}>
      <p>{copy.deleteHint}</p>
      {error ? <Notice tone="error">{error}</Notice> : null}
      <Form method="post" className="space-y-3">
        <input type="hidden" name="intent" value="delete" />
        <p className="flex items-start gap-2">
          <input id="delete-confirm" type="checkbox" name="confirm" value="yes" className="mt-1 size-5" />
          <label htmlFor="delete-confirm">{copy.deleteConfirm}</label>
        </p>
        <button type="submit" className={dangerButtonClass}>
          {copy.deleteSubmit}
        </button>
      </Form>
    </Section>
  );
}
