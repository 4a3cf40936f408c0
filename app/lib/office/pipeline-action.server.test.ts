import { beforeEach, describe, expect, it } from "vitest";
import { requestCopy } from "~/content/office/work";
import { storedLead } from "../leads/lead-fixtures.testing";
import { LeadsDb } from "../leads/leads-db.server";
import { SiteDb } from "../site/site-db.server";
import { recordAudit } from "./audit.server";
import { NOTE_MAX } from "./notes";
import { pipelineAction } from "./pipeline-action.server";
import { notesOf, type AuditChange } from "./requests.server";

let db: SiteDb;
let lead: number;
const audit = (e: AuditChange) => recordAudit(db.db, { actor: "cli", ...e });
const post = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return pipelineAction(db, "lead", lead, form, { id: 1, name: "Maria" }, audit);
};

beforeEach(() => {
  db = new SiteDb(":memory:");
  lead = new LeadsDb(db).insertLead(storedLead);
});

describe("the notes' form posts", () => {
  it("refuse an over-long note or change, answering why and what was typed", () => {
    const typed = "a".repeat(NOTE_MAX + 5);
    expect(post({ intent: "note", note: typed })).toEqual({
      intent: "note",
      ok: false,
      error: requestCopy.noteTooLong(NOTE_MAX, NOTE_MAX + 5),
      text: typed,
    });
    expect(post({ intent: "note", note: "Called." })).toEqual({
      intent: "note",
      ok: true,
      message: requestCopy.noteSaved,
    });
    const [note] = notesOf(db.db, "lead", lead);
    expect(post({ intent: "note-edit", noteId: String(note!.id), note: typed })).toMatchObject({
      ok: false,
      text: typed,
      noteId: note!.id,
    });
    expect(notesOf(db.db, "lead", lead)).toEqual([note]);
  });

  it("say a note is gone when its id is not this request's note, or is not an id", () => {
    for (const noteId of ["999", "x", ""])
      expect(post({ intent: "note-delete", noteId })).toMatchObject({
        ok: false,
        error: requestCopy.noteGone,
      });
  });
});
