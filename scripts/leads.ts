/**
 * Lists recent leads for the contractor.
 *   npm run leads                 the 50 most recent leads as a readable list
 *   npm run leads -- --limit 200  more of them
 *   npm run leads -- --csv        writes leads-YYYY-MM-DD.csv (all leads) and prints its path
 *   npm run leads -- --csv=out.csv
 *   npm run leads -- --backup FILE  a consistent copy of the live database (safe while the server runs)
 * Reads LEADS_DB (default ./data/leads.db), the same file the server writes.
 */
import { existsSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { leadsToCsv } from "../app/lib/leads-csv.ts";
import { LeadsDb } from "../app/lib/leads-db.server.ts";

const args = process.argv.slice(2);
const dbPath = resolve(process.env.LEADS_DB ?? "./data/leads.db");
const csvArg = args.find((a) => a === "--csv" || a.startsWith("--csv="));
const backupIndex = args.indexOf("--backup");
const limitIndex = args.indexOf("--limit");
const limit = limitIndex >= 0 ? Number(args[limitIndex + 1]) : csvArg ? 1_000_000 : 50;

if (!existsSync(dbPath)) {
  console.error(`No leads database at ${dbPath} yet (it is created when the server starts).`);
  process.exit(1);
}
if (!Number.isInteger(limit) || limit < 1) {
  console.error("--limit takes a whole number, e.g. --limit 100");
  process.exit(2);
}

const db = new LeadsDb(dbPath);

if (backupIndex >= 0) {
  const target = args[backupIndex + 1];
  if (!target || target.startsWith("--")) {
    console.error("--backup takes a file name, e.g. --backup backups/leads-2026-01-31.db");
    process.exit(2);
  }
  if (existsSync(target)) {
    console.error(`${resolve(target)} already exists; choose a new file name.`);
    process.exit(2);
  }
  await db.backupTo(resolve(target));
  const copy = new LeadsDb(resolve(target));
  console.log(`Backed up ${copy.countLeads()} lead(s) to ${resolve(target)}`);
  copy.close();
  db.close();
  process.exit(0);
}

const leads = db.listLeads(limit);

if (csvArg) {
  const file = resolve(
    csvArg.includes("=") ? csvArg.slice(6) : `leads-${new Date().toISOString().slice(0, 10)}.csv`,
  );
  writeFileSync(file, leadsToCsv(leads));
  console.log(`Wrote ${leads.length} leads to ${file}`);
} else if (leads.length === 0) {
  console.log(`No leads yet in ${dbPath}.`);
} else {
  console.log(`${leads.length} most recent leads in ${dbPath}:\n`);
  for (const l of leads) {
    const status = db.outboxStatus(l.id);
    const mail = l.flagged
      ? `flagged: ${l.flag_reason}`
      : status?.status === "sent"
        ? "e-mailed"
        : status
          ? `e-mail pending (${status.attempts} tries)`
          : "not e-mailed";
    console.log(
      `#${l.id}  ${l.created_at.replace("T", " ").slice(0, 16)} UTC  ${l.form}${l.service ? ` / ${l.service}` : ""}  [${mail}]`,
    );
    console.log(`     ${l.name} · ${l.phone} · ${l.email} · from ${l.page}`);
    if (l.message) console.log(`     "${l.message.replace(/\s+/g, " ").slice(0, 160)}"`);
    console.log("");
  }
}
db.close();
