/**
 * The office's accounts from the command line (issue 28); every change is in the audit log as "cli".
 *   npm run office -- --invite EMAIL [--role owner|office]   prints a one-time invitation link (24 hours;
 *                       e-mailed too when SMTP_URL is set). An e-mail that already has an account gets a
 *                       passkey added to it: what to do when a phone is lost.
 *   npm run office -- --people          lists the people, their roles and passkeys
 *   npm run office -- --revoke EMAIL    revokes a person: no sign-in, their sessions end at once
 * Reads SITE_URL (required: the link's address and the passkeys' relying party), LEADS_DB, SMTP_URL and
 * LEADS_FROM, like the server.
 */
import { randomUUID } from "node:crypto";
// Lets the site database's modules (imported below, after it) load by their bundler names.
import "./ts-resolve.js";
import { leadsDbPath } from "../app/lib/site/project-root.server.ts";
import { parseSiteUrl } from "../app/lib/site/site-origin.ts";
import { company } from "../app/content/company.ts";
import { invite } from "../app/lib/office/invitations.server.ts";
import {
  isEmail,
  listPeople,
  OFFICE_ROLES,
  revokePerson,
  type OfficeRole,
} from "../app/lib/office/office-store.server.ts";

const args = process.argv.slice(2);
const valueOf = (flag: string) => {
  const i = args.indexOf(flag);
  return i >= 0 ? args[i + 1] : undefined;
};
const fail = (message: string, code = 2): never => {
  console.error(message);
  process.exit(code);
};

const dbPath = leadsDbPath(process.env.LEADS_DB);
// The first owner may be invited before the server has ever started: the database is created then.
const { SiteDb } = await import("../app/lib/site/site-db.server.ts");
const { MessagesDb } = await import("../app/lib/mail/messages-db.server.ts");
const site = new SiteDb(dbPath);
const messages = new MessagesDb(site);
const emailArg = (flag: string) => {
  const email = valueOf(flag)?.trim().toLowerCase();
  if (!email || !isEmail(email)) fail(`${flag} takes an e-mail address, e.g. ${flag} owner@example.com`);
  return email as string;
};

if (args.includes("--invite")) {
  const email = emailArg("--invite");
  const role = (valueOf("--role") ?? "office") as OfficeRole;
  if (!OFFICE_ROLES.includes(role)) fail("--role takes owner or office");
  let origin: string | undefined;
  try {
    origin = parseSiteUrl(process.env.SITE_URL);
  } catch (error) {
    fail((error as Error).message);
  }
  if (!origin)
    fail(
      "SITE_URL is required for the office: the link's address and the passkeys' relying party (e.g. SITE_URL=https://www.example.com).",
    );
  const smtp = Boolean(process.env.SMTP_URL?.trim());
  const from = process.env.LEADS_FROM ?? `"${company.name} website" <${company.email}>`;
  const host = new URL(origin as string).hostname;
  const result = invite(site.db, {
    email,
    role,
    actor: "cli",
    origin: origin as string,
    queueMail: (mail) => {
      if (!smtp) return false;
      messages.queue({
        recipient: "visitor",
        mail: { ...mail, from, messageId: `<office-${randomUUID()}@${host}>` },
      });
      return true;
    },
  });
  console.log(
    `Invitation for ${email} (${role}), valid until ${result.expiresAt.toISOString()}, works once:\n\n  ${result.link}\n`,
  );
  console.log(
    result.mailed
      ? "It is also e-mailed (the running server sends it)."
      : "SMTP_URL is not set: send this link to the person yourself.",
  );
} else if (args.includes("--people")) {
  const people = listPeople(site.db);
  if (people.length === 0)
    console.log("Nobody yet. Invite the first owner: npm run office -- --invite EMAIL --role owner");
  for (const p of people) {
    const keys = p.passkeys.filter((k) => !k.revoked_at).length;
    console.log(
      `${p.email}  ${p.name}  ${p.revoked_at ? "revoked" : p.role}  ${keys} passkey${keys === 1 ? "" : "s"}`,
    );
  }
} else if (args.includes("--revoke")) {
  const email = emailArg("--revoke");
  const person = listPeople(site.db).find((p) => p.email.toLowerCase() === email);
  if (!person) fail(`No one with ${email} in the office.`, 1);
  const done = revokePerson(site.db, "cli", (person as { id: number }).id);
  console.log(done ? `Revoked ${email}: their sessions have ended.` : `${email} was already revoked.`);
} else {
  fail("Use --invite EMAIL [--role owner|office], --people or --revoke EMAIL (see scripts/office.ts).");
}
site.close();
