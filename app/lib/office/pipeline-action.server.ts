/** The pipeline's form posts on a lead's or booking's page: a new status, or a note. */
import { requestCopy as copy } from "~/content/office/work";
import type { SiteDb } from "../site/site-db.server";
import { isContactWay, type RequestKind } from "./pipeline";
import { addNote, recordContact, setStage, type Audit } from "./requests.server";

export type PipelineAnswer =
  | { intent: "stage"; ok: true; message: string }
  | { intent: "stage"; ok: false; error: string }
  | { intent: "note"; ok: true }
  | { intent: "note"; ok: false; error: string }
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
  if (form.get("intent") === "note") {
    const added = addNote(db, kind, id, String(form.get("note") ?? ""), { author, audit });
    return added ? { intent: "note", ok: true } : { intent: "note", ok: false, error: copy.noteEmpty };
  }
  const result = setStage(db, kind, id, form.get("stage"), {
    reason: String(form.get("reason") ?? ""),
    audit,
  });
  if (result.status === "ok") return { intent: "stage", ok: true, message: copy.stageSaved };
  return {
    intent: "stage",
    ok: false,
    error: result.status === "invalid" ? copy.stageErrors[result.problem] : copy.notFound,
  };
}
