/**
 * The command line's wiring (scripts/leads.ts builds it once and hands each command what it needs): the
 * site's database and each capability's store, and, read from this shell's environment only when a
 * command needs them, the mail settings and the webhooks that bookings changed here queue for (the
 * running server sends both), and the office's schedule that changes bookings with them.
 */
import { BookingsDb } from "~/lib/booking/bookings-db.server";
import { LeadsDb } from "~/lib/leads/leads-db.server";
import { mailSettings, type MailSettings } from "~/lib/mail/mail-settings";
import { MessagesDb } from "~/lib/mail/messages-db.server";
import { officeBookings, type OfficeBookings } from "~/lib/office/office-bookings.server";
import { parseEnv } from "~/lib/site/env.server";
import { createLogger } from "~/lib/site/logger.server";
import { SiteDb } from "~/lib/site/site-db.server";
import { WebhookStore } from "~/lib/webhooks/webhook-store.server";
import { createWebhooks, type Webhooks } from "~/lib/webhooks/webhooks.server";

/** `shell` is the shell's environment (the tests pass their own). */
export function createCliCapabilities(dbPath: string, shell: NodeJS.ProcessEnv = process.env) {
  const db = new SiteDb(dbPath);
  let env: ReturnType<typeof parseEnv> | undefined;
  const shellEnv = () => (env ??= parseEnv({ ...shell, LEADS_DB: ":memory:" }));
  let webhooks: Webhooks | undefined;
  let schedule: OfficeBookings | undefined;
  return {
    db,
    leads: new LeadsDb(db),
    bookings: new BookingsDb(db),
    messages: new MessagesDb(db),
    deliveries: new WebhookStore(db),
    get mail(): MailSettings {
      return mailSettings(shellEnv());
    },
    get webhooks(): Webhooks {
      return (webhooks ??= createWebhooks({ env: shellEnv(), db, log: createLogger("silent") }));
    },
    /** The schedule as the office runs it (the office's screens use it too): its changes are audited. */
    get schedule(): OfficeBookings {
      return (schedule ??= officeBookings({ db, mail: this.mail, webhooks: this.webhooks }));
    },
    close: () => db.close(),
  };
}

export type CliCapabilities = ReturnType<typeof createCliCapabilities>;
