/**
 * Leads: the schema steps of the leads' table (ordered with every capability's in
 * app/lib/site/migrations.server.ts), and the duplicate check's key, which step 2 backfills.
 */
import { createHash } from "node:crypto";
import { parsePhone } from "../forms/phone";
import type { Migration } from "../site/site-db.server";
import type { NewLead } from "./leads-db.server";

/** The fields that make two submissions "the same lead" (see `findDuplicate`). */
export type LeadIdentity = Pick<NewLead, "form" | "name" | "email" | "phone" | "message">;

/**
 * The duplicate check's key: a hash of the form, name, message, e-mail and phone, exactly as stored (the
 * lead service has already trimmed and cleaned them). Null when a lead can have no duplicate: it is
 * flagged, or it gives neither an e-mail nor a phone.
 */
export function leadFingerprint(lead: LeadIdentity & { flagReason?: string | null }): string | null {
  if (lead.flagReason || (lead.email === "" && lead.phone === "")) return null;
  return createHash("sha256")
    .update(JSON.stringify([lead.form, lead.name, lead.email, lead.phone, lead.message ?? ""]))
    .digest("base64url");
}

/**
 * Step 1: the leads, and the first outbox (one notification per lead), which step 5
 * (app/lib/mail/messages-schema.server.ts) turned into the message queue. Shipped as one step, so it stays one.
 */
export const LEADS_AND_FIRST_OUTBOX: Migration = `CREATE TABLE leads (
   id INTEGER PRIMARY KEY,
   created_at TEXT NOT NULL,
   form TEXT NOT NULL CHECK (form IN ('quote', 'emergency')),
   page TEXT NOT NULL,
   name TEXT NOT NULL,
   email TEXT NOT NULL,
   phone TEXT NOT NULL,
   service TEXT,
   message TEXT,
   ip TEXT,
   user_agent TEXT,
   flagged INTEGER NOT NULL DEFAULT 0,
   flag_reason TEXT
 );
 CREATE INDEX leads_created_at ON leads (created_at);
 CREATE TABLE outbox (
   id INTEGER PRIMARY KEY,
   lead_id INTEGER NOT NULL UNIQUE REFERENCES leads (id),
   status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent')),
   attempts INTEGER NOT NULL DEFAULT 0,
   next_attempt_at INTEGER NOT NULL,
   last_error TEXT,
   sent_at TEXT
 );
 CREATE INDEX outbox_due ON outbox (status, next_attempt_at);`;

/** Registers `name(form, name, email, phone, message, flagged)`: a row's duplicate-check key, as new leads make it. */
function fingerprintFunction(db: Parameters<Exclude<Migration, string>>[0], name: string) {
  db.function(name, (form, person, email, phone, message, flagged) =>
    leadFingerprint({
      form: form as NewLead["form"],
      name: String(person),
      email: String(email),
      phone: String(phone),
      message: message === null ? null : String(message),
      flagReason: flagged ? "flagged" : null,
    }),
  );
}

/**
 * The duplicate check looks a lead up by its fingerprint instead of scanning the last ten minutes.
 * Rows stored before this step are fingerprinted here too, so a resubmission right after an upgrade
 * is still merged (a one-off pass over the table: well under a second for 100,000 leads).
 */
export const LEAD_FINGERPRINTS: Migration = (db) => {
  db.exec("ALTER TABLE leads ADD COLUMN fingerprint TEXT");
  fingerprintFunction(db, "lead_fingerprint");
  db.exec("UPDATE leads SET fingerprint = lead_fingerprint(form, name, email, phone, message, flagged)");
  db.exec("CREATE INDEX leads_fingerprint ON leads (fingerprint, created_at)");
};

/**
 * The language a request came in, so a Spanish speaker is called back in Spanish (older rows: English).
 */
export const LEAD_LANGUAGE: Migration = "ALTER TABLE leads ADD COLUMN language TEXT NOT NULL DEFAULT 'en'";

/**
 * Phones as E.164 with the extension apart (app/lib/forms/phone.ts), and the best time to call. Numbers
 * stored as typed are read with `parsePhone` ("(310) 555-0199 x12" becomes "+13105550199" and "12"); one
 * it cannot read keeps its text, so nothing a visitor gave is lost. The duplicate check's key is made
 * again from the parsed number, as new leads make it.
 */
export const LEAD_PHONE_PARTS_AND_BEST_TIME: Migration = (db) => {
  db.exec(`ALTER TABLE leads ADD COLUMN phone_ext TEXT NOT NULL DEFAULT '';
    ALTER TABLE leads ADD COLUMN best_time TEXT`);
  db.function("lead_phone_part", (phone, part) => {
    const parsed = parsePhone(String(phone));
    if (part === "ext") return parsed?.extension ?? "";
    return parsed?.e164 ?? String(phone);
  });
  fingerprintFunction(db, "lead_fingerprint_now");
  // One statement reads every column as it was, so the extension is taken from the number as typed.
  db.exec(`UPDATE leads SET phone = lead_phone_part(phone, 'e164'), phone_ext = lead_phone_part(phone, 'ext')
    WHERE phone <> ''`);
  db.exec(
    "UPDATE leads SET fingerprint = lead_fingerprint_now(form, name, email, phone, message, flagged) WHERE phone <> ''",
  );
};
