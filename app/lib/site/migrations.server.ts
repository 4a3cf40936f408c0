/**
 * The site's schema steps, in the one order every file applies them (PRAGMA user_version counts how many
 * a file has applied). Each capability owns its tables and keeps its steps in its own folder; this list
 * only orders them. Deployed files have applied every step listed, so a step never changes or moves.
 *
 * To change a capability's tables: export a new step from its `*-schema.server.ts` and APPEND one line
 * here. Never edit or reorder a step that has shipped; no code may depend on a step's number.
 */
import { REVIEW_REQUESTS_TABLE } from "../review-requests/review-requests-schema.server";
import { PHOTO_REQUESTS_TABLE } from "../photo-requests/photo-requests-schema.server";
import { BOOKING_REQUESTS_TABLE, BOOKING_TABLES } from "../booking/booking-schema.server";
import { bookingPhoneStep } from "../booking/booking-phone-migration.server";
import { bookingSecurityStep } from "../booking/booking-security-migration.server";
import {
  CONTENT_PUBLISHING,
  CONTENT_SCHEDULE_REFUSED,
  CONTENT_TABLES,
} from "../content-store/content-schema.server";
import {
  LEAD_FINGERPRINTS,
  LEAD_LANGUAGE,
  LEAD_PHONE_PARTS_AND_BEST_TIME,
  LEADS_AND_FIRST_OUTBOX,
} from "../leads/leads-schema.server";
import { MEDIA_TABLES } from "../media/media-schema.server";
import { REVIEW_LETTERS, REVIEW_TABLES } from "../reviews/review-schema.server";
import { MESSAGE_LEASES, MESSAGES_TABLE } from "../mail/messages-schema.server";
import { OFFICE_MIGRATIONS, OFFICE_SESSION_PASSKEYS } from "../office/office-migrations.server";
import { SECURITY_EVENTS_TABLE } from "../office/security-events.server";
import { WORK_DONE_AT, WORK_MIGRATIONS } from "../office/work-migrations.server";
import { WEBHOOK_DELIVERIES_TABLE } from "../webhooks/webhook-schema.server";
import type { Migration } from "./site-db.server";

export const MIGRATIONS: readonly Migration[] = [
  LEADS_AND_FIRST_OUTBOX, // 1
  LEAD_FINGERPRINTS, // 2
  LEAD_LANGUAGE, // 3
  BOOKING_TABLES, // 4
  MESSAGES_TABLE, // 5
  WEBHOOK_DELIVERIES_TABLE, // 6
  bookingSecurityStep,
  // The office: accounts, passkeys, sessions, invitations and the audit log (several steps).
  ...OFFICE_MIGRATIONS,
  // The office's inbox and pipeline: doors, stages, notes, merges, closure notices (one step).
  ...WORK_MIGRATIONS,
  MESSAGE_LEASES,
  // The office: each session records its passkey (revoking it ends them; ends older sessions), invitations can be cancelled.
  OFFICE_SESSION_PASSKEYS,
  // Bookings: phone numbers as E.164 with the extension apart; each client's booking requests of the day.
  bookingPhoneStep,
  BOOKING_REQUESTS_TABLE,
  // The office's security events (sign-ins, sign-outs everywhere, refused passkeys), apart from the audit log.
  SECURITY_EVENTS_TABLE,
  // Leads: phone numbers as E.164 with the extension apart, and the best time to call.
  LEAD_PHONE_PARTS_AND_BEST_TIME,
  // Photos uploaded at run time (the office's gallery, later customers' photos) and what refers to them.
  MEDIA_TABLES,
  // The gallery's projects and the blog's articles as served at run time (seeded from the repository), and the content version.
  CONTENT_TABLES,
  // Publishing the gallery and the blog: drafts, published versions, revisions, every address an article had.
  CONTENT_PUBLISHING,
  // Scheduled publishing: why the last scheduled publish was refused, for the office to show.
  CONTENT_SCHEDULE_REFUSED,
  // Customers' reviews: seeded from the repository's cards and received through the site, with their state.
  REVIEW_TABLES,
  // Review requests: the private links customers are sent to review a finished job (hashed tokens).
  REVIEW_REQUESTS_TABLE,
  // The pipeline's "done" stage: when each lead's or booking's job was finished.
  WORK_DONE_AT,
  // "Send more photos": the private links a lead's customer is sent to add photos (hashed tokens, 7 days).
  PHOTO_REQUESTS_TABLE,
  // Letters join the reviews: a review is a card (with stars) or a seeded letter (no stars, never counted).
  REVIEW_LETTERS,
];
