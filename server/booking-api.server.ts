import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import express, { Router, type RequestHandler, type Response } from "express";
import { agentFiles } from "~/content/agent-files";
import { availability } from "~/content/booking/availability";
import { bookingCopy } from "~/content/booking/booking-copy";
import { bookingCopy as bookingCopyEs } from "~/content/es/booking/booking-copy";
import { apiCopy } from "~/content/lead-forms";
import { apiCopy as apiCopyEs } from "~/content/es/lead-forms";
import { isLang, type Lang } from "~/content/i18n";
import type { BookingService, BookResult } from "~/lib/booking/booking-service.server";
import { calendarPath, managePath } from "~/lib/booking/booking-paths";
import {
  BOOKING_FIELDS,
  BOOKING_WIRE,
  IDEMPOTENCY_KEY_PATTERN,
  type BookingField,
  type BookingSubmission,
} from "~/lib/booking/booking-wire";
import { shortWindowLabel, windowLabel, windowTimes } from "~/lib/booking/window-labels";
import type { OpenWindow } from "~/lib/booking/windows";
import { jsonBodyErrors, MAX_BODY_BYTES } from "./form-guards.server";
import { setNonPageHeaders } from "./security-headers.server";

/** The header a program sends to make a booking request safe to retry (RFC draft "Idempotency-Key"). */
export const IDEMPOTENCY_HEADER = "Idempotency-Key";

/** The 405 answer's error for /api/bookings (methodGuard, mounted in app.server.ts). */
export const BOOKINGS_API_HINT = `Use POST with a JSON body; see ${agentFiles.openapi}.`;

const words = {
  en: { api: apiCopy, booking: bookingCopy },
  es: { api: apiCopyEs, booking: bookingCopyEs },
} as const;

function send(res: Response, status: number, body: Record<string, unknown>) {
  setNonPageHeaders(res);
  res.status(status).json(body);
}

/** One open window as the API gives it: a stable id, its times with offset and in UTC, a label, the seats left. */
export function windowJson(w: OpenWindow, lang: Lang) {
  return {
    id: w.id,
    ...windowTimes(w),
    label: shortWindowLabel(w, lang),
    seatsLeft: w.seatsLeft,
  };
}

/** The answer to a booking, from the API or the MCP tool (status code and JSON body). */
export function bookingAnswer(
  result: BookResult,
  lang: Lang,
  origin: string,
): { status: number; body: Record<string, unknown> } {
  const w = words[lang];
  switch (result.status) {
    case "booked": {
      const b = result.booking;
      const window = { start: new Date(b.starts_at), end: new Date(b.ends_at) };
      return {
        status: result.repeated ? 200 : 201,
        body: {
          id: b.id,
          status: "booked",
          window: {
            id: b.window_id,
            ...windowTimes(window),
            label: windowLabel(window, lang),
          },
          manageUrl: `${origin}${managePath(result.token)}`,
          calendarUrl: `${origin}${calendarPath(result.token)}`,
          outsideUsualArea: b.outside_area === 1,
          message: w.booking.nextSteps.join(" "),
        },
      };
    }
    case "received":
      return { status: 202, body: { status: "received", message: w.booking.received.body } };
    case "key-reused":
      return { status: 422, body: { error: result.message, reason: "idempotency-key-reused" } };
    case "invalid":
      return { status: 400, body: { error: w.api.fieldsNeedAttention, fieldErrors: result.errors } };
    case "taken":
      return {
        status: 409,
        body: {
          error: result.errors.window ?? w.booking.errors.taken,
          reason: "window-taken",
          alternatives: result.alternatives.map((a) => windowJson(a, lang)),
        },
      };
    case "rate-limited":
      return { status: 429, body: { error: result.message, retryAfter: result.retryAfter } };
    case "failed":
      return { status: 503, body: { error: result.message } };
  }
}

/**
 * GET /api/availability and POST /api/bookings: the booking page for programs. The POST sits behind the
 * form guards (mounted by form-posts.server.ts) and hands its fields to the same booking service, so the
 * rules, rate limit, spam traps, store and e-mails are the page's. This only translates JSON in and out.
 */
export function bookingApi(bookings: BookingService, origin: () => string): Router {
  const router = Router();

  // The answer per language, made again only when the open windows change (the booking service's
  // version, and a window whose notice ran out within the minute).
  const answers = new Map<Lang, { key: string; body: Buffer; br: Buffer; gzip: Buffer }>();
  router.get(agentFiles.availabilityApi, (req, res) => {
    const named = req.query.lang ?? req.query.language;
    const lang: Lang = isLang(named) ? named : "en";
    const version = bookings.windowsVersion();
    const windows = bookings.open();
    const key = `${version}|${windows.length}|${windows[0]?.id ?? ""}`;
    let answer = answers.get(lang);
    if (answer?.key !== key) {
      const body = Buffer.from(
        JSON.stringify({
          timeZone: availability.timeZone,
          capacityPerWindow: availability.capacity,
          windows: windows.map((w) => windowJson(w, lang)),
        }),
      );
      // Compressed once per change, not per request (the same answer goes to every client).
      answer = {
        key,
        body,
        br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
        gzip: gzipSync(body, { level: 6 }),
      };
      answers.set(lang, answer);
    }
    setNonPageHeaders(res);
    res.status(200).type("application/json").vary("Accept-Encoding");
    const encoding = req.acceptsEncodings("br", "gzip");
    if (encoding === "br" || encoding === "gzip") res.setHeader("Content-Encoding", encoding);
    res.send(encoding === "br" ? answer.br : encoding === "gzip" ? answer.gzip : answer.body);
  });

  const book: RequestHandler = (req, res) => {
    const body: unknown = req.body;
    if (typeof body !== "object" || body === null || Array.isArray(body)) {
      send(res, 400, { error: apiCopy.notObject });
      return;
    }
    const record = body as Record<string, unknown>;
    const named = record.language;
    const lang: Lang = isLang(named) ? named : "en";
    const api = words[lang].api;
    const fields: BookingSubmission = { [BOOKING_WIRE.language]: lang };
    const typeErrors: Partial<Record<BookingField | "language", string>> = {};
    if (named !== undefined && named !== null && !isLang(named)) typeErrors.language = api.language;
    for (const field of BOOKING_FIELDS) {
      const value = record[field];
      if (typeof value === "string") fields[field] = value;
      else if (value !== undefined && value !== null) typeErrors[field] = api.asText(field);
    }
    if (Object.keys(typeErrors).length > 0) {
      send(res, 400, { error: api.fieldsNeedAttention, fieldErrors: typeErrors });
      return;
    }
    const idempotencyKey = req.get(IDEMPOTENCY_HEADER);
    if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) {
      send(res, 400, { error: api.idempotencyKey });
      return;
    }
    const result = bookings.book(fields, lang, {
      ip: req.ip ?? "unknown",
      userAgent: req.get("user-agent") ?? null,
      channel: "api",
      idempotencyKey,
    });
    const { status, body: answer } = bookingAnswer(result, lang, origin());
    if (result.status === "rate-limited" && result.retryAfter)
      res.setHeader("Retry-After", String(result.retryAfter));
    send(res, status, answer);
  };

  router.post(
    agentFiles.bookingsApi,
    express.json({ limit: MAX_BODY_BYTES, strict: true }),
    book,
    jsonBodyErrors,
  );
  return router;
}
