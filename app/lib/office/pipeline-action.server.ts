/** The pipeline's form posts on a lead's or booking's page: a new status, or a note. */
import { requestCopy as copy } from "~/content/office/work";
import type { SiteDb } from "../site/site-db.server";
import type { RequestKind } from "./pipeline";
import { addNote, setStage, type Audit } from "./requests.server";

export type PipelineAnswer =
  | { intent: "stage"; ok: true; message: string }
  | { intent: "stage"; ok: false; error: string }
  | { intent: "note"; ok: true }
  | { intent: "note"; ok: false; error: string };

export function pipelineAction(
  db: SiteDb,
  kind: RequestKind,
  id: number,
  form: FormData,
  author: { id: number; name: string },
  audit: Audit,
): PipelineAnswer {
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
