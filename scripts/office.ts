/**
 * The office's accounts from the command line; every change is in the audit log as "cli".
 *   npm run office -- --invite EMAIL [--role owner|office]   prints a one-time invitation link (24 hours;
 *                       e-mailed too when SMTP_URL is set). An e-mail that already has an account gets a
 *                       passkey added to it and nothing else (its role stays): what to do when a phone is
 *                       lost. A revoked account gets none: --reinstate it first.
 *   npm run office -- --people          lists the people, their roles and passkeys
 *   npm run office -- --revoke EMAIL    revokes a person: no sign-in, their sessions end at once
 *   npm run office -- --set-role EMAIL owner|office   changes a person's role
 *   npm run office -- --reinstate EMAIL brings a revoked person back with their role (then --invite them)
 * None of them leaves the office without an active owner (the last one can be neither demoted nor revoked).
 * Reads SITE_URL (the link's address and the passkeys' relying party; unset, the office is this machine's
 * http://localhost:PORT, with PORT as the server reads it), LEADS_DB, SMTP_URL and LEADS_FROM, like the server.
 */
import { randomUUID } from "node:crypto";
// Lets the site database's modules (imported below, after it) load by their bundler names.
import "./ts-resolve.js";
import { countNoun } from "../app/lib/rendering/count-noun.ts";
import { leadsDbPath } from "../app/lib/site/project-root.server.ts";
import { parseSiteUrl } from "../app/lib/site/site-origin.ts";
import { officeOrigin } from "../app/lib/office/office-origin.ts";
import { company } from "../app/content/company.ts";
import { invite } from "../app/lib/office/invitations.server.ts";
import {
  changeRole,
  isEmail,
  listPeople,
  OFFICE_ROLES,
  personByEmail,
  reinstatePerson,
  revokePerson,
  type OfficeRole,
  type PersonChange,
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
const { envSchema } = await import("../app/lib/site/env.server.ts");
const { officeOffReason } = await import("../app/lib/office/office-service.server.ts");
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
/** The person a flag's e-mail names, or a failure saying there is none. */
const personArg = (flag: string) => {
  const email = emailArg(flag);
  const person = personByEmail(site.db, email);
  if (!person) fail(`No one with ${email} in the office.`, 1);
  return person as NonNullable<typeof person>;
};
const roleOf = (value: string | undefined) => {
  if (!OFFICE_ROLES.includes(value as OfficeRole)) fail("The role is owner or office.");
  return value as OfficeRole;
};
/** Says what a change did; a refusal exits with 1. */
const report = (outcome: PersonChange, done: string, unchanged: string) => {
  const refusals: Partial<Record<PersonChange, string>> = {
    "last-owner":
      "Refused: that would leave the office without an active owner. Make someone else owner first.",
    revoked: "Refused: that person is revoked. Reinstate them first (--reinstate EMAIL).",
    "not-found": "No such person.",
  };
  const refusal = refusals[outcome];
  if (refusal) fail(refusal, 1);
  console.log(outcome === "done" ? done : unchanged);
};

if (args.includes("--invite")) {
  const email = emailArg("--invite");
  const role = roleOf(valueOf("--role") ?? "office");
  let origin: string | undefined;
  try {
    origin = parseSiteUrl(process.env.SITE_URL);
  } catch (error) {
    fail((error as Error).message);
  }
  const refusal = officeOffReason(origin);
  if (refusal) fail(`${refusal}: the office is off there.`);
  // Without SITE_URL the office runs at http://localhost:PORT (the server's PORT, read by its own rule).
  const port = envSchema.shape.PORT.safeParse(process.env.PORT);
  if (!port.success) fail(`PORT must be a port number (got "${process.env.PORT}").`);
  origin = officeOrigin(origin, port.data as number);
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
  if ("refused" in result)
    fail(`${email} is revoked: no invitation made. Reinstate them first (--reinstate ${email}).`, 1);
  const made = result as Exclude<typeof result, { refused: string }>;
  const account = made.account
    ? `${email} has an account: the link adds a passkey to it, and its role stays ${made.account.role}`
    : `Invitation for ${email} (${role})`;
  console.log(`${account}. Valid until ${made.expiresAt.toISOString()}, works once:\n\n  ${made.link}\n`);
  console.log(
    made.mailed
      ? "It is also e-mailed (the running server sends it)."
      : "SMTP_URL is not set: send this link to the person yourself.",
  );
} else if (args.includes("--people")) {
  const people = listPeople(site.db);
  if (people.length === 0)
    console.log("Nobody yet. Invite the first owner: npm run office -- --invite EMAIL --role owner");
  for (const p of people) {
    const keys = p.passkeys.filter((k) => !k.revoked_at).length;
    console.log(`${p.email}  ${p.name}  ${p.revoked_at ? "revoked" : p.role}  ${countNoun(keys, "passkey")}`);
  }
} else if (args.includes("--revoke")) {
  const person = personArg("--revoke");
  report(
    revokePerson(site.db, "cli", person.id),
    `Revoked ${person.email}: their sessions have ended.`,
    `${person.email} was already revoked.`,
  );
} else if (args.includes("--set-role")) {
  const person = personArg("--set-role");
  const role = roleOf(args[args.indexOf("--set-role") + 2]);
  report(
    changeRole(site.db, "cli", person.id, role),
    `${person.email} is now ${role}.`,
    `${person.email} was already ${role}.`,
  );
} else if (args.includes("--reinstate")) {
  const person = personArg("--reinstate");
  report(
    reinstatePerson(site.db, "cli", person.id),
    `Reinstated ${person.email} as ${person.role}. Their old passkeys stay revoked: invite them to add one (--invite ${person.email}).`,
    `${person.email} is not revoked.`,
  );
} else {
  fail(
    "Use --invite EMAIL [--role owner|office], --people, --revoke EMAIL, --set-role EMAIL owner|office or --reinstate EMAIL (see scripts/office.ts).",
  );
}
site.close();
