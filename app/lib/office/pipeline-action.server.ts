/** The pipeline's form posts on a lead's or booking's page: a new status, or a note added, changed or deleted. */
import { requestCopy as copy } from "~/content/office/work";
import type { SiteDb } from "../site/site-db.server";
import { isContactWay, type RequestKind } from "./pipeline";
import {
  addNote,
  changeNote,
  NOTE_MAX,
  readNote,
  recordContact,
  setStage,
  type Audit,
} from "./requests.server";
import { idParam } from "./work.server";

type NoteIntent = "note" | "note-edit" | "note-delete";

export type PipelineAnswer =
  | { intent: "stage"; ok: true; message: string }
  | { intent: "stage"; ok: false; error: string }
  | { intent: NoteIntent; ok: true; message: string }
  /** A refused note: why, and what was typed (the form shows it again), with the note's id when it was a change. */
  | { intent: NoteIntent; ok: false; error: string; text: string; noteId?: number }
  | { intent: "contact"; ok: boolean };

export function pipelineAction(
  db: SiteDb,
  kind: RequestKind,
  id: number,
  form: FormData,
  author: { id: number; name: string },
  audit: Audit,
): PipelineAnswer {
  // A tapped call or text link (sent by the page as a beacon): the first real contact.
  if (form.get("intent") === "contact") {
    const way = form.get("way");
    return { intent: "contact", ok: isContactWay(way) && recordContact(db, kind, id, way, { audit }) };
  }
  const asked = form.get("intent");
  if (asked === "note" || asked === "note-edit" || asked === "note-delete") {
    const intent: NoteIntent = asked;
    const text = intent === "note-delete" ? "" : String(form.get("note") ?? "");
    const noteId = intent === "note" ? undefined : idParam(form.get("noteId"));
    const refused = (error: string): PipelineAnswer => ({
      intent,
      ok: false,
      error,
      text,
      ...(noteId === undefined ? {} : { noteId }),
    });
    if (intent !== "note-delete") {
      const read = readNote(text);
      if (!read.ok)
        return refused(read.problem === "empty" ? copy.noteEmpty : copy.noteTooLong(NOTE_MAX, read.length));
    }
    if (intent === "note")
      return addNote(db, kind, id, text, { author, audit })
        ? { intent, ok: true, message: copy.noteSaved }
        : refused(copy.notFound);
    const done =
      noteId !== undefined &&
      changeNote(db, kind, id, noteId, intent === "note-delete" ? null : text, { audit });
    if (!done) return refused(copy.noteGone);
    return { intent, ok: true, message: intent === "note-delete" ? copy.noteDeleted : copy.noteEdited };
  }
  const result = setStage(db, kind, id, form.get("stage"), {
    reason: String(form.get("reason") ?? ""),
    doneOn: String(form.get("doneOn") ?? ""),
    audit,
  });
  if (result.status === "ok") return { intent: "stage", ok: true, message: copy.stageSaved };
  return {
    intent: "stage",
    ok: false,
    error: result.status === "invalid" ? copy.stageErrors[result.problem] : copy.notFound,
  };
}
