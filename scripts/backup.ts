/**
 * Backs up the site's data (the database and the media folder of uploaded photos) and restores it.
 *   npm run backup                   a backup folder named by the UTC time (2026-11-28T02-40-16Z) under
 *                                    backups/ beside the database (data/backups/ by default), safe while
 *                                    the server runs; then deletes all but the newest BACKUP_KEEP backups
 *   npm run backup -- DIR            the same, under DIR
 *   npm run backup -- --keep N       keeps the newest N instead of BACKUP_KEEP (default backupKeepDays,
 *                                    app/content/company.ts, which the privacy page states)
 *   npm run backup -- --verify BACKUP  checks a backup folder against its manifest
 *   npm run backup -- --restore BACKUP puts a backup's database and media folder in place of LEADS_DB and
 *                                    MEDIA_DIR, with the server stopped (it refuses while any process has
 *                                    the database open); the current ones are kept aside, not deleted
 *   npm run backup -- --list         the backups under backups/ (or DIR), oldest first
 * Reads LEADS_DB, MEDIA_DIR and BACKUP_KEEP like the server (app/lib/site/env.server.ts). The commands are
 * in scripts/backup-cli.ts; the work is in app/lib/site/backup.server.ts, which `npm run leads -- --backup`
 * also uses.
 */
// Lets the app's modules be imported by their bundler names; the commands (backup-cli.ts) load after it.
import "./ts-resolve.js";

const { runBackup } = await import("./backup-cli.ts");
process.exit(await runBackup(process.argv.slice(2)));
