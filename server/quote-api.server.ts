import express, { Router, type RequestHandler, type Response } from "express";
import { agentFiles } from "~/content/agent-files";
import { apiCopy, leadFormCopy } from "~/content/lead-forms";
import { apiCopy as apiCopyEs, leadFormCopy as leadFormCopyEs } from "~/content/es/lead-forms";
import { isLang, type PerLang } from "~/content/i18n";
import type { LeadService, SubmitResult } from "~/lib/leads/lead-service.server";
import { jsonBodyErrors, MAX_BODY_BYTES } from "./form-guards.server";
import { LEAD_FIELDS, WIRE, type LeadField, type LeadSubmission } from "~/lib/leads/lead-wire";
import { setNonPageHeaders } from "./security-headers.server";

/** The 405 answer's error, for a method other than POST and OPTIONS (methodGuard, mounted in app.server.ts). */
export const QUOTE_API_HINT = `Use POST with a JSON body; see ${agentFiles.openapi}.`;

/** The fields the API passes on to the lead service, exactly as the quote form names them. */

/** The API's words in each language: a request names its language in `language` (English otherwise). */
const words: PerLang<{ api: typeof apiCopyEs; success: typeof leadFormCopyEs.success }> = {
  en: { api: apiCopy, success: leadFormCopy.success },
  es: { api: apiCopyEs, success: leadFormCopyEs.success },
};

const STATUS: Record<SubmitResult["status"], number> = {
  ok: 201,
  invalid: 400,
  "rate-limited": 429,
  failed: 503,
};

function send(res: Response, status: number, body: Record<string, unknown>) {
  setNonPageHeaders(res);
  res.status(status).json(body);
}

/**
 * POST /api/quote: the quote form for programs. It sits behind the same guards as the form (origin,
 * declared length, body cap, media type: `postGuards`, mounted by form-posts.server.ts) and hands the fields to the same lead service `submit`, so validation,
 * spam screening, the rate limit, storage and the e-mail notification are the form's own.
 * This handler only translates JSON in and status codes out.
 */
export function quoteApi(leads: LeadService): Router {
  const router = Router();
  const path = agentFiles.quoteApi;

  const submit: RequestHandler = (req, res) => {
    const body: unknown = req.body;
    if (typeof body !== "object" || body === null || Array.isArray(body)) {
      send(res, 400, { error: apiCopy.notObject });
      return;
    }
    const named = (body as Record<string, unknown>).language;
    const language = isLang(named) ? named : "en";
    const { api, success } = words[language];
    // The form's shape: text fields only. A number, array or object is refused by name rather than
    // read as an empty field (null and a missing field are both "not given").
    const fields: LeadSubmission = { [WIRE.form]: "quote", [WIRE.page]: path, [WIRE.language]: language };
    const typeErrors: Partial<Record<LeadField | "language", string>> = {};
    if (named !== undefined && named !== null && !isLang(named)) typeErrors.language = api.language;
    for (const field of LEAD_FIELDS) {
      const value = (body as Record<string, unknown>)[field];
      if (typeof value === "string") fields[field] = value;
      else if (value !== undefined && value !== null) typeErrors[field] = api.asText(field);
    }
    if (Object.keys(typeErrors).length > 0) {
      send(res, 400, { error: api.fieldsNeedAttention, fieldErrors: typeErrors });
      return;
    }
    const result = leads.submit({
      fields,
      ip: req.ip ?? "unknown",
      userAgent: req.get("user-agent") ?? null,
      door: "quote-api",
    });
    const status = STATUS[result.status];
    if (result.status === "ok")
      send(res, status, {
        id: result.id,
        status: "received",
        // A call when a phone number was given, else an e-mail.
        message: result.reachBy === "email" ? success.byEmail : success.byPhone,
      });
    else if (result.status === "invalid")
      send(res, status, { error: api.fieldsNeedAttention, fieldErrors: result.errors });
    else {
      if (result.status === "rate-limited" && result.retryAfter)
        res.setHeader("Retry-After", String(result.retryAfter));
      send(res, status, { error: result.message });
    }
  };

  // Every other method (OPTIONS, and the JSON 405) is answered by methodGuard with QUOTE_API_HINT.
  router.post(path, express.json({ limit: MAX_BODY_BYTES, strict: true }), submit, jsonBodyErrors);
  return router;
}
