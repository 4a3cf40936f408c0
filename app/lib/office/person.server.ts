/**
 * One person, one page: the other leads and bookings of the person behind a request (matched by E.164
 * phone number or e-mail, as `personOf` finds them), and an e-mail added to a lead that gave only a phone.
 */
import type { DatabaseSync } from "node:sqlite";
import { z } from "zod";
import { bookingStatusLabels, inboxCopy, requestCopy } from "~/content/office/work";
import { shortWindowLabel } from "../booking/window-labels";
import { clean, sharedFields } from "../leads/lead-validation";
import type { SiteDb } from "../site/site-db.server";
import { officeDateTime } from "./format";
import { isStage, type RequestKind, type Stage } from "./pipeline";
import { personOf, type Audit } from "./requests.server";
import { requestPath } from "./work-paths";

export interface PersonRequest {
  kind: RequestKind;
  id: number;
  created_at: string;
  stage: Stage;
  /** Bookings: booked, cancelled or unconfirmed; null for leads. */
  booking_status: string | null;
  /** Bookings: their window; null for leads. */
  starts_at: string | null;
  ends_at: string | null;
}

/** The person's other requests (not the one asked about), newest first. */
export function personRequests(db: DatabaseSync, kind: RequestKind, id: number): PersonRequest[] {
  const person = personOf(db, kind, id);
  if (!person) return [];
  const leads = person.leads.filter((l) => kind !== "lead" || l !== id);
  const bookings = person.bookings.filter((b) => kind !== "booking" || b !== id);
  const rows = db
    .prepare(
      `SELECT 'lead' AS kind, id, created_at, stage, NULL AS booking_status, NULL AS starts_at, NULL AS ends_at
       FROM leads WHERE id IN (SELECT value FROM json_each(?))
       UNION ALL
       SELECT 'booking', id, created_at, stage, status, starts_at, ends_at
       FROM bookings WHERE id IN (SELECT value FROM json_each(?))
       ORDER BY created_at DESC, kind DESC, id DESC`,
    )
    .all(JSON.stringify(leads), JSON.stringify(bookings)) as unknown as PersonRequest[];
  return rows.map((r) => ({ ...r, stage: isStage(r.stage) ? r.stage : "new" }));
}

/** A link to each of the person's other requests, with what says which it is. */
export interface PersonLink {
  href: string;
  /** "Lead" or "Booking". */
  kind: string;
  /** When it was received (a lead), or its window and status (a booking). */
  detail: string;
  stage: Stage;
}

export function personLinks(db: DatabaseSync, kind: RequestKind, id: number): PersonLink[] {
  return personRequests(db, kind, id).map((r) => ({
    href: requestPath(r.kind, r.id),
    kind: inboxCopy.kind[r.kind],
    detail:
      r.kind === "booking" && r.starts_at && r.ends_at
        ? requestCopy.personBooking(
            shortWindowLabel({ start: new Date(r.starts_at), end: new Date(r.ends_at) }, "en"),
            r.booking_status && Object.hasOwn(bookingStatusLabels, r.booking_status)
              ? bookingStatusLabels[r.booking_status as keyof typeof bookingStatusLabels]
              : (r.booking_status ?? ""),
          )
        : requestCopy.personLead(officeDateTime(r.created_at)),
    stage: r.stage,
  }));
}

const emailField = z.preprocess(
  (v) => clean(v ?? ""),
  z.string().min(1, requestCopy.emailRequired).pipe(sharedFields("en").emailFormat),
);

export type AddEmailResult = { status: "added"; email: string } | { status: "invalid"; error: string };

/**
 * Adds an e-mail to a lead that has none (someone who phoned), audited as "lead.email". The address is
 * read by the forms' rule; a lead that already has one keeps it.
 */
export function addLeadEmail(
  db: SiteDb,
  id: number,
  value: unknown,
  { audit }: { audit: Audit },
): AddEmailResult {
  const read = emailField.safeParse(value);
  if (!read.success)
    return { status: "invalid", error: read.error.issues[0]?.message ?? requestCopy.emailRequired };
  const email = read.data;
  return db.transaction((): AddEmailResult => {
    const changed = db.db
      .prepare("UPDATE leads SET email = ? WHERE id = ? AND COALESCE(email, '') = ''")
      .run(email, id).changes;
    if (Number(changed) === 0) return { status: "invalid", error: requestCopy.emailHeld };
    audit({ action: "lead.email", subjectType: "lead", subjectId: id, fields: ["email"] });
    return { status: "added", email };
  });
}
