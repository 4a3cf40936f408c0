/**
 * What the office's work screens use (inbox, requests, schedule, numbers, webhooks): built once by
 * server/capabilities.server.ts from the site's database and the other capabilities, and handed to loaders
 * and actions in their context (`officeWorkContext`), with an audit bound to the signed-in person.
 */
import type { RouterContextProvider } from "react-router";
import type { BookingService } from "../booking/booking-service.server";
import type { OfficeContent } from "../content-store/office-content.server";
import type { Media } from "../media/media.server";
import type { ReviewStore } from "../reviews/review-store.server";
import type { LeadsDb } from "../leads/leads-db.server";
import type { MailSettings } from "../mail/mail-settings";
import type { SiteDb } from "../site/site-db.server";
import type { Webhooks } from "../webhooks/webhooks.server";
import { recordAudit } from "./audit.server";
import { officeBookings } from "./office-bookings.server";
import { officeWorkContext } from "./office-context";
import type { Audit } from "./requests.server";
import type { OfficeUser } from "./session.server";

export interface OfficeWorkOptions {
  /** The site's database: the inbox's queries and each change's transaction (with its audit). */
  db: SiteDb;
  /** The leads' store. */
  leads: LeadsDb;
  /** The booking service the public pages use (a booking made from a lead's page goes through it). */
  bookings: BookingService;
  mail: MailSettings;
  webhooks: Webhooks;
  /** Tells the mail queue there is mail. */
  kickMail: () => void;
  /** The gallery's projects and the blog's articles: drafts, publish, history (the content store's API). */
  content: OfficeContent;
  /** The uploaded photos: each one's state (the editors' thumbnails) and the storage against its cap (the banner). */
  media: Pick<Media, "usage" | "view" | "photosOf" | "photoCounts" | "removeUnreferenced">;
  /** Customers' reviews: the office's Reviews screen and its numbers. */
  reviews: ReviewStore;
}

export function createOfficeWork({
  db,
  leads,
  bookings,
  mail,
  webhooks,
  kickMail,
  content,
  media,
  reviews,
}: OfficeWorkOptions) {
  return {
    db,
    leads,
    bookings,
    webhooks,
    content,
    media,
    reviews,
    /** The mail settings (the review links' e-mail) and the mail queue's kick. */
    mail,
    kickMail,
    /** The schedule as the office runs it (moves, cancellations, closures, closure notes). */
    schedule: officeBookings({ db, mail, webhooks, kick: kickMail }),
  };
}

export type OfficeWork = ReturnType<typeof createOfficeWork>;

/** The office's work, from a loader's or action's context. */
export function officeWork(context: Readonly<RouterContextProvider>): OfficeWork {
  return context.get(officeWorkContext);
}

/** The audit of a signed-in person's changes (recorded in each change's transaction). */
export const auditBy =
  (db: SiteDb, user: Pick<OfficeUser, "id">): Audit =>
  (change) =>
    recordAudit(db.db, { actor: { userId: user.id }, ...change });

/** The audit of the command line's changes. */
export const cliAudit =
  (db: SiteDb): Audit =>
  (change) =>
    recordAudit(db.db, { actor: "cli", ...change });

/** A positive whole number from a route param or form field, or undefined. */
export function idParam(value: unknown): number | undefined {
  const n = typeof value === "string" && /^\d{1,12}$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}
