/**
 * What the office's work screens use, from a loader's or action's context: the lead and booking services
 * the public pages use, the office's schedule on top of them, and an audit bound to the signed-in person.
 */
import type { RouterContextProvider } from "react-router";
import { requestInfoContext } from "../leads/lead-context";
import type { LeadsDb } from "../leads/leads-db.server";
import { recordAudit } from "./audit.server";
import { officeBookings } from "./office-bookings.server";
import type { Audit } from "./requests.server";
import type { OfficeUser } from "./session.server";

export function officeWork(context: Readonly<RouterContextProvider>) {
  const { leads, bookings } = context.get(requestInfoContext);
  return {
    db: leads.db,
    leads,
    bookings,
    schedule: officeBookings({ db: leads.db, mail: leads.mail, webhooks: leads.webhooks, kick: leads.kick }),
  };
}

/** The audit of a signed-in person's changes (recorded in each change's transaction). */
export const auditBy =
  (db: LeadsDb, user: Pick<OfficeUser, "id">): Audit =>
  (change) =>
    recordAudit(db.db, { actor: { userId: user.id }, ...change });

/** The audit of the command line's changes. */
export const cliAudit =
  (db: LeadsDb): Audit =>
  (change) =>
    recordAudit(db.db, { actor: "cli", ...change });

/** A positive whole number from a route param or form field, or undefined. */
export function idParam(value: unknown): number | undefined {
  const n = typeof value === "string" && /^\d{1,12}$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}
