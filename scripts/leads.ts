/**
 * Lists recent leads for the contractor.
 *   npm run leads                 the 50 most recent leads as a readable list
 *   npm run leads -- --limit 200  more of them
 *   npm run leads -- --csv        writes exports/leads-YYYY-MM-DD.csv (all leads) beside the database
 *                                 (data/exports/ by default, which git ignores) and prints its path
 *   npm run leads -- --csv=out.csv
 *   npm run leads -- --backup     the same backup as `npm run backup` (scripts/backup.ts): the database
 *                                 and the media folder, safe while the server runs, into a folder named by
 *                                 the time under backups/ beside the database (data/backups/ by default)
 *   npm run leads -- --backup FILE  a copy of the database alone, into FILE (no photos)
 *   npm run leads -- --delete-expired   deletes leads older than the retention period (company.ts),
 *                                 bookings whose window ended longer ago than that, office audit entries
 *                                 older than that, webhook deliveries (with their copies of the data)
 *                                 older than webhookLogDays, and office security events older than
 *                                 securityLogDays
 *   npm run leads -- --bookings   the upcoming bookings; --cancel, --move, --close and --reopen change them
 *                                 (scripts/bookings-cli.ts)
 *   npm run leads -- --webhooks   recent webhook deliveries; --redeliver EVENT_ID sends one again
 *                                 (scripts/webhooks-cli.ts)
 * Reads LEADS_DB (default ./data/leads.db in the project folder), the same file the server writes.
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { printable } from "./printable.ts";
// Lets the app's modules be imported by their bundler names; they are imported after it, below.
import "./ts-resolve.js";

const { leadsToCsv } = await import("../app/lib/leads/leads-csv.ts");
const { leadPhone } = await import("../app/lib/leads/lead-record.ts");
const { formatPhone } = await import("../app/lib/forms/phone.ts");
const { leadsDbPath } = await import("../app/lib/site/project-root.server.ts");
const { leadRetentionCutoff, leadRetentionMonths, securityLogDays, webhookLogDays } =
  await import("../app/content/company.ts");
const { createCliCapabilities } = await import("./cli-capabilities.ts");

const args = process.argv.slice(2);
const dbPath = leadsDbPath(process.env.LEADS_DB);
const csvArg = args.find((a) => a === "--csv" || a.startsWith("--csv="));
const backupIndex = args.indexOf("--backup");
const limitIndex = args.indexOf("--limit");
const limit = limitIndex >= 0 ? Number(args[limitIndex + 1]) : csvArg ? 1_000_000 : 50;
/** "1 lead", "2 leads". */
const leadCount = (n: number) => `${n} lead${n === 1 ? "" : "s"}`;
/** Exports and backups without a file name go beside the database, never into the working folder. */
const besideDb = (folder: string, file: string) => join(dirname(dbPath), folder, file);

if (!existsSync(dbPath)) {
  console.error(`No leads database at ${dbPath} yet (it is created when the server starts).`);
  process.exit(1);
}
if (!Number.isInteger(limit) || limit < 1) {
  console.error("--limit takes a whole number, e.g. --limit 100");
  process.exit(2);
}

// Every capability's store over the one database, wired in one place (cli-capabilities.ts).
const site = createCliCapabilities(dbPath);
const db = site.leads;

const { BOOKING_COMMANDS, runBookingCommand } = await import("./bookings-cli.ts");
if (args.some((a) => (BOOKING_COMMANDS as readonly string[]).includes(a))) {
  const code = runBookingCommand(args, site);
  site.close();
  process.exit(code);
}
const { WEBHOOK_COMMANDS, runWebhookCommand } = await import("./webhooks-cli.ts");
if (args.some((a) => (WEBHOOK_COMMANDS as readonly string[]).includes(a))) {
  const code = runWebhookCommand(args, site);
  site.close();
  process.exit(code);
}

if (backupIndex >= 0) {
  const named = args[backupIndex + 1];
  if (!named || named.startsWith("--")) {
    // The whole backup, database and photos, by the backup tool's own code.
    site.close();
    const { createBackup } = await import("../app/lib/site/backup.server.ts");
    const { mediaRoot } = await import("../app/lib/media/media.server.ts");
    const { parseEnv } = await import("../app/lib/site/env.server.ts");
    const { MEDIA_DIR } = parseEnv({ MEDIA_DIR: process.env.MEDIA_DIR });
    const { folder, manifest } = await createBackup({
      dbPath,
      mediaRoot: mediaRoot(MEDIA_DIR, dbPath),
      into: besideDb("backups", ""),
    });
    console.log(
      `Backed up ${leadCount(manifest.database.leads)} and ${manifest.media.files.length} media file${manifest.media.files.length === 1 ? "" : "s"} to ${folder} (npm run backup also deletes old backups)`,
    );
    process.exit(0);
  }
  const target = resolve(named);
  if (existsSync(target)) {
    console.error(`${target} already exists; choose a new file name.`);
    process.exit(2);
  }
  await site.db.backupTo(target);
  const copy = createCliCapabilities(target);
  console.log(`Backed up ${leadCount(copy.leads.countLeads())} to ${target}`);
  copy.close();
  site.close();
  process.exit(0);
}

if (args.includes("--delete-expired")) {
  const cutoff = leadRetentionCutoff();
  const deleted = db.deleteLeadsBefore(cutoff);
  const bookings = site.bookings.deleteEndedBefore(cutoff);
  const deliveries = site.deliveries.deleteBefore(new Date(Date.now() - webhookLogDays * 86_400_000));
  // The office's audit log follows the leads' retention (the privacy page says so).
  const { deleteExpiredAudit } = await import("../app/lib/office/audit.server.ts");
  const audit = deleteExpiredAudit(site.db.db, cutoff);
  // The office's security events (sign-ins, refused passkeys, with addresses) are kept securityLogDays.
  const { deleteExpiredSecurityEvents } = await import("../app/lib/office/security-events.server.ts");
  const security = deleteExpiredSecurityEvents(site.db.db);
  console.log(
    `Deleted ${deleted} lead${deleted === 1 ? "" : "s"} received before ${cutoff.toISOString().slice(0, 10)} and ${bookings} booking${bookings === 1 ? "" : "s"} whose window ended before then (kept ${leadRetentionMonths} months), ${audit} office audit entr${audit === 1 ? "y" : "ies"} from before then, ${deliveries} webhook deliver${deliveries === 1 ? "y" : "ies"} older than ${webhookLogDays} days, and ${security} office security event${security === 1 ? "" : "s"} older than ${securityLogDays} days.`,
  );
  site.close();
  process.exit(0);
}
const leads = db.listLeads(limit);

if (csvArg) {
  const file = csvArg.includes("=")
    ? resolve(csvArg.slice(6))
    : besideDb("exports", `leads-${new Date().toISOString().slice(0, 10)}.csv`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, leadsToCsv(leads));
  console.log(`Wrote ${leadCount(leads.length)} to ${file}`);
} else if (leads.length === 0) {
  console.log(`No leads yet in ${dbPath}.`);
} else {
  console.log(`${leads.length} most recent lead${leads.length === 1 ? "" : "s"} in ${dbPath}:\n`);
  for (const l of leads) {
    const status = db.outboxStatus(l.id);
    const mail = l.flagged
      ? `flagged: ${l.flag_reason}`
      : status?.status === "sent"
        ? "e-mailed"
        : status
          ? `e-mail pending (${status.attempts} tries)`
          : "not e-mailed";
    // What the visitor typed is shown escaped (printable): it may hold control or bidi characters.
    console.log(
      `#${l.id}  ${l.created_at.replace("T", " ").slice(0, 16)} UTC  ${l.form}${l.service ? ` / ${printable(l.service)}` : ""}${l.language === "es" ? "  IN SPANISH" : ""}  [${printable(mail)}]`,
    );
    const phone = leadPhone(l);
    console.log(
      `     ${printable(`${[l.name, phone && formatPhone(phone), l.email].filter(Boolean).join(" · ")} · from ${l.page}`)}`,
    );
    if (l.best_time) console.log(`     Best time to call: ${printable(l.best_time)}`);
    if (l.message) console.log(`     "${printable(l.message.replace(/\s+/g, " ").slice(0, 160))}"`);
    console.log("");
  }
}
site.close();
