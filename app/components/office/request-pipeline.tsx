import { Fragment } from "react";
import { useNavigation } from "react-router";
import { Notice, buttonClass, dangerButtonClass, inputClass } from "~/components/office/office-page";
import {
  IntentForm,
  Section,
  SelectField,
  TextField,
  labelClass,
  linkClass,
  optionsOf,
} from "~/components/office/work-ui";
import { requestCopy as copy, stageLabels } from "~/content/office/work";
import { company } from "~/content/company";
import { zonedDate } from "~/lib/booking/windows";
import { officeDateTime } from "~/lib/office/format";
import { NOTE_MAX, notePieces } from "~/lib/office/notes";
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
  doneAt,
  notes,
  answer,
}: {
  stage: string;
  lostReason: string | null;
  /** When the job was marked done (its day, in the office's zone, fills the date field). */
  doneAt: string | null;
  notes: Note[];
  answer: unknown;
}) {
  const a =
    answer && typeof answer === "object" && "intent" in answer ? (answer as Record<string, unknown>) : null;
  const stageAnswer = a?.intent === "stage" ? a : null;
  const noteAnswer =
    a?.intent === "note" || a?.intent === "note-edit" || a?.intent === "note-delete"
      ? (a as {
          intent: string;
          ok: boolean;
          message?: string;
          error?: string;
          text?: string;
          noteId?: number;
        })
      : null;
  // A refused change shows beside its note; anything else (and a note gone since) under the list.
  const atNote = notes.some((n) => n.id === noteAnswer?.noteId) ? noteAnswer?.noteId : undefined;
  const sending = useSending();
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
        <IntentForm
          intent="stage"
          className="grid gap-3 sm:grid-cols-[14rem_1fr] sm:items-end lg:grid-cols-[14rem_1fr_15rem_auto]"
        >
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
          <TextField
            id="doneOn"
            name="doneOn"
            type="date"
            label={copy.doneOn}
            defaultValue={doneAt ? zonedDate(new Date(doneAt), company.timeZone) : ""}
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
              // Keyed by its text too: a saved change closes the note's edit form and shows the new text.
              <li key={`${n.id}:${n.body}`} className="rounded bg-slate-50 p-2">
                <p className="whitespace-pre-line wrap-anywhere">
                  <Typed>
                    <NoteText body={n.body} />
                  </Typed>
                </p>
                <p className="mt-1 text-xs text-slate-700">
                  {copy.noteBy(isolateText(n.author_name), officeDateTime(n.created_at))}
                </p>
                <EditNote note={n} answer={atNote === n.id ? noteAnswer : null} />
              </li>
            ))}
          </ol>
        )}
        {noteAnswer && atNote === undefined ? (
          noteAnswer.ok ? (
            <Notice>{String(noteAnswer.message)}</Notice>
          ) : (
            <Notice tone="error">{String(noteAnswer.error)}</Notice>
          )
        ) : null}
        {/* A new key after each note added: the box empties once the note is saved. */}
        <IntentForm key={notes.at(-1)?.id ?? 0} intent="note" className="space-y-2">
          <label htmlFor="note" className={labelClass}>
            {copy.noteLabel}
          </label>
          <textarea
            id="note"
            name="note"
            rows={3}
            required
            dir="auto"
            aria-describedby="note-hint"
            defaultValue={
              noteAnswer?.intent === "note" && !noteAnswer.ok ? String(noteAnswer.text ?? "") : ""
            }
            className={inputClass}
          />
          <p id="note-hint" className="text-xs text-slate-700">
            {copy.noteHint(NOTE_MAX)}
          </p>
          <button type="submit" className={buttonClass} disabled={sending === "note"}>
            {copy.addNote}
          </button>
        </IntentForm>
      </Section>
    </>
  );
}

/** The intent of the form being sent, while one is (a second tap on its button then does nothing). */
function useSending(): string | null {
  const navigation = useNavigation();
  return navigation.state === "submitting" ? String(navigation.formData?.get("intent") ?? "") : null;
}

/** A note's text, its web addresses as links (http and https only; long ones wrap). */
function NoteText({ body }: { body: string }) {
  return notePieces(body).map((piece, i) =>
    "href" in piece ? (
      <a
        key={i}
        href={piece.href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={copy.noteLink(piece.text)}
        // Padded to a thumb's height without moving the lines around it.
        className={`${linkClass} py-3 wrap-anywhere`}
      >
        {piece.text}
      </a>
    ) : (
      <Fragment key={i}>{piece.text}</Fragment>
    ),
  );
}

/** A note's edit and delete forms, folded away until asked for (open again with an error and the typed text). */
function EditNote({
  note,
  answer,
}: {
  note: Note;
  answer: { ok: boolean; error?: string; text?: string } | null;
}) {
  const refused = answer && !answer.ok ? answer : null;
  const id = `note-edit-${note.id}`;
  return (
    <details className="mt-1" open={refused ? true : undefined}>
      <summary className={`${linkClass} inline-flex min-h-11 cursor-pointer items-center`}>
        {copy.editNote}
      </summary>
      {refused ? <Notice tone="error">{String(refused.error)}</Notice> : null}
      <IntentForm intent="note-edit" className="mt-2 space-y-2">
        <input type="hidden" name="noteId" value={note.id} />
        <label htmlFor={id} className={labelClass}>
          {copy.editNoteLabel}
        </label>
        <textarea
          id={id}
          name="note"
          rows={3}
          required
          dir="auto"
          defaultValue={refused ? String(refused.text ?? "") : note.body}
          className={inputClass}
        />
        <button type="submit" className={buttonClass}>
          {copy.saveNote}
        </button>
      </IntentForm>
      <IntentForm intent="note-delete" className="mt-2">
        <input type="hidden" name="noteId" value={note.id} />
        <button type="submit" className={dangerButtonClass}>
          {copy.deleteNote}
        </button>
      </IntentForm>
    </details>
  );
}
