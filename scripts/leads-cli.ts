/**
 * `npm run leads` itself (scripts/leads.ts starts it in its own process; the tests call it in theirs):
 * the commands scripts/leads.ts lists. Prints with console.log and console.error, and returns the exit
 * code. Load it after scripts/ts-resolve.js, which lets the app's modules be imported by their bundler names.
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { countNoun } from "../app/lib/rendering/count-noun.ts";
import { leadsToCsv } from "../app/lib/leads/leads-csv.ts";
import { leadPhone } from "../app/lib/leads/lead-record.ts";
import { formatPhone } from "../app/lib/forms/phone.ts";
import { leadsDbPath } from "../app/lib/site/project-root.server.ts";
import {
  leadRetentionCutoff,
  leadRetentionMonths,
  securityLogDays,
  webhookLogDays,
} from "../app/content/company.ts";
import { deleteExpiredAudit } from "../app/lib/office/audit.server.ts";
import { deleteExpiredSecurityEvents } from "../app/lib/office/security-events.server.ts";
import { createCliCapabilities } from "./cli-capabilities.ts";
import { BOOKING_COMMANDS, runBookingCommand } from "./bookings-cli.ts";
import { WEBHOOK_COMMANDS, runWebhookCommand } from "./webhooks-cli.ts";
import { printable } from "./printable.ts";

/**
 * Runs one command line (`args`, without node and the script) against the database `env.LEADS_DB` names;
 * a file the operator names is relative to `cwd`. Returns the process's exit code.
 */
export async function runLeads(
  args: string[],
  { env = process.env, cwd = process.cwd() }: { env?: NodeJS.ProcessEnv; cwd?: string } = {},
): Promise<number> {
  const dbPath = leadsDbPath(env.LEADS_DB);
  const csvArg = args.find((a) => a === "--csv" || a.startsWith("--csv="));
  const backupIndex = args.indexOf("--backup");
  const limitIndex = args.indexOf("--limit");
  const limit = limitIndex >= 0 ? Number(args[limitIndex + 1]) : csvArg ? 1_000_000 : 50;
  /** Exports and backups without a file name go beside the database, never into the working folder. */
  const besideDb = (folder: string, file: string) => join(dirname(dbPath), folder, file);

  if (!existsSync(dbPath)) {
    console.error(`No leads database at ${dbPath} yet (it is created when the server starts).`);
    return 1;
  }
  if (!Number.isInteger(limit) || limit < 1) {
    console.error("--limit takes a whole number, e.g. --limit 100");
    return 2;
  }

  // Every capability's store over the one database, wired in one place (cli-capabilities.ts).
  const site = createCliCapabilities(dbPath, env);
  try {
    return await runCommand(site);
  } finally {
    site.close();
  }

  async function runCommand(site: ReturnType<typeof createCliCapabilities>): Promise<number> {
    const db = site.leads;
    if (args.some((a) => (BOOKING_COMMANDS as readonly string[]).includes(a))) {
      return runBookingCommand(args, site);
    }
    if (args.some((a) => (WEBHOOK_COMMANDS as readonly string[]).includes(a))) {
      return runWebhookCommand(args, site);
    }

    if (backupIndex >= 0) {
      const named = args[backupIndex + 1];
      if (!named || named.startsWith("--")) {
        // The whole backup, database and photos, by the backup tool's own code (loaded only here: the
        // media module brings sharp).
        const { createBackup } = await import("../app/lib/site/backup.server.ts");
        const { mediaRoot } = await import("../app/lib/media/media.server.ts");
        const { parseEnv } = await import("../app/lib/site/env.server.ts");
        const { MEDIA_DIR } = parseEnv({ MEDIA_DIR: env.MEDIA_DIR });
        const { folder, manifest } = await createBackup({
          dbPath,
          mediaRoot: mediaRoot(MEDIA_DIR, dbPath),
          into: besideDb("backups", ""),
        });
        const files = manifest.media.files.length;
        console.log(
          `Backed up ${countNoun(manifest.database.leads, "lead")} and ${countNoun(files, "media file")} to ${folder} (npm run backup also deletes old backups)`,
        );
        return 0;
      }
      const target = resolve(cwd, named);
      if (existsSync(target)) {
        console.error(`${target} already exists; choose a new file name.`);
        return 2;
      }
      await site.db.backupTo(target);
      const copy = createCliCapabilities(target, env);
      console.log(`Backed up ${countNoun(copy.leads.countLeads(), "lead")} to ${target}`);
      copy.close();
      return 0;
    }

    if (args.includes("--delete-expired")) {
      const cutoff = leadRetentionCutoff();
      const deleted = db.deleteLeadsBefore(cutoff);
      const bookings = site.bookings.deleteEndedBefore(cutoff);
      const deliveries = site.deliveries.deleteBefore(new Date(Date.now() - webhookLogDays * 86_400_000));
      // The office's audit log follows the leads' retention (the privacy page says so).
      const audit = deleteExpiredAudit(site.db.db, cutoff);
      // The office's security events (sign-ins, refused passkeys, with addresses) are kept securityLogDays.
      const security = deleteExpiredSecurityEvents(site.db.db);
      console.log(
        `Deleted ${countNoun(deleted, "lead")} received before ${cutoff.toISOString().slice(0, 10)} and ${countNoun(bookings, "booking")} whose window ended before then (kept ${leadRetentionMonths} months), ${countNoun(audit, "office audit entry", "office audit entries")} from before then, ${countNoun(deliveries, "webhook delivery", "webhook deliveries")} older than ${webhookLogDays} days, and ${countNoun(security, "office security event")} older than ${securityLogDays} days.`,
      );
      return 0;
    }
    const leads = db.listLeads(limit);

    if (csvArg) {
      const file = csvArg.includes("=")
        ? resolve(cwd, csvArg.slice(6))
        : besideDb("exports", `leads-${new Date().toISOString().slice(0, 10)}.csv`);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, leadsToCsv(leads));
      console.log(`Wrote ${countNoun(leads.length, "lead")} to ${file}`);
    } else if (leads.length === 0) {
      console.log(`No leads yet in ${dbPath}.`);
    } else {
      console.log(`${countNoun(leads.length, "most recent lead")} in ${dbPath}:\n`);
      for (const l of leads) {
        const status = db.outboxStatus(l.id);
        const mail = l.flagged
          ? `flagged: ${l.flag_reason}`
          : status?.status === "sent"
            ? "e-mailed"
            : status
              ? `e-mail pending (${countNoun(status.attempts, "try", "tries")})`
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
    return 0;
  }
}
