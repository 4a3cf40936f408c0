import { Notice, buttonClass, inputClass } from "~/components/office/office-page";
import {
  IntentForm,
  Section,
  SelectField,
  TextField,
  labelClass,
  optionsOf,
} from "~/components/office/work-ui";
import { requestCopy as copy, stageLabels } from "~/content/office/work";
import { officeDateTime } from "~/lib/office/format";
import { STAGES } from "~/lib/office/pipeline";
import { isolateText } from "~/lib/site/bidi";
import { Typed } from "~/components/office/typed";

interface Note {
  id: number;
  created_at: string;
  author_name: string;
  body: string;
}

/** A request's status (with the reason a lead was lost) and its notes, as plain forms. */
export function RequestPipeline({
  stage,
  lostReason,
  notes,
  answer,
}: {
  stage: string;
  lostReason: string | null;
  notes: Note[];
  answer: unknown;
}) {
  const a =
    answer && typeof answer === "object" && "intent" in answer ? (answer as Record<string, unknown>) : null;
  const stageAnswer = a?.intent === "stage" ? a : null;
  const noteAnswer = a?.intent === "note" ? a : null;
  return (
    <>
      <Section title={copy.pipeline}>
        {stageAnswer ? (
          stageAnswer.ok ? (
            <Notice>{String(stageAnswer.message)}</Notice>
          ) : (
            <Notice tone="error">{String(stageAnswer.error)}</Notice>
          )
        ) : null}
        <IntentForm intent="stage" className="grid gap-3 sm:grid-cols-[14rem_1fr_auto] sm:items-end">
          <SelectField
            id="stage"
            name="stage"
            label={copy.stage}
            options={optionsOf(STAGES, stageLabels)}
            defaultValue={stage}
          />
          <TextField
            id="reason"
            name="reason"
            label={copy.lostReason}
            defaultValue={lostReason ?? ""}
            maxLength={500}
          />
          <button type="submit" className={buttonClass}>
            {copy.saveStage}
          </button>
        </IntentForm>
      </Section>
      <Section title={copy.notes}>
        {notes.length === 0 ? (
          <p>{copy.noNotes}</p>
        ) : (
          <ol className="space-y-2" data-testid="notes">
            {notes.map((n) => (
              <li key={n.id} className="rounded bg-slate-50 p-2">
                <p className="whitespace-pre-line">
                  <Typed>{n.body}</Typed>
                </p>
                <p className="mt-1 text-xs text-slate-700">
                  {copy.noteBy(isolateText(n.author_name), officeDateTime(n.created_at))}
                </p>
              </li>
            ))}
          </ol>
        )}
        {noteAnswer && !noteAnswer.ok ? <Notice tone="error">{String(noteAnswer.error)}</Notice> : null}
        <IntentForm intent="note" className="space-y-2">
          <label htmlFor="note" className={labelClass}>
            {copy.noteLabel}
          </label>
          <textarea
            id="note"
            name="note"
            rows={3}
            maxLength={2000}
            required
            dir="auto"
            className={inputClass}
          />
          <button type="submit" className={buttonClass}>
            {copy.addNote}
          </button>
        </IntentForm>
      </Section>
    </>
  );
}
