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
// Lets the app's modules be imported by their bundler names; the commands (leads-cli.ts) load after it.
import "./ts-resolve.js";

const { runLeads } = await import("./leads-cli.ts");
process.exit(await runLeads(process.argv.slice(2)));
