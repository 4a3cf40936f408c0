/**
 * The office's service, made once when the server starts: the database, the relying party (from
 * SITE_URL only, never from a request's Host; without SITE_URL, this machine's http://localhost:PORT),
 * the session cookie's name and attributes, the rate limits on sign-ins, invitation answers and
 * invitations created, and the mail queue for invitations.
 */
import { isIP } from "node:net";
import type { DatabaseSync } from "node:sqlite";
import { company } from "~/content/company";
import type { QueuedMail } from "~/lib/mail/messages-db.server";
import { createRateLimiter } from "~/lib/leads/rate-limit.server";
import type { Logger } from "~/lib/site/logger.server";
import { localOfficeOrigin } from "./office-origin";

export interface RelyingParty {
  /** The RP ID: SITE_URL's host name. */
  id: string;
  /** The origin every ceremony must come from: SITE_URL's. */
  origin: string;
  name: string;
}

export interface OfficeService {
  db: DatabaseSync;
  /** Undefined when the office is off (SITE_URL names an IP address, or the request came to another host). */
  rp: RelyingParty | undefined;
  /**
   * Without SITE_URL: the one address the office answers at, http://localhost:PORT (a passkey made for
   * localhost works nowhere else); undefined when SITE_URL is set.
   */
  localOrigin: string | undefined;
  cookie: { name: string; secure: boolean };
  /**
   * Three allowances per client address, kept apart so that one cannot spend another: someone probing
   * invitation links from an address never stops an owner there from signing in or inviting.
   */
  limits: {
    /**
     * Sign-ins and passkey checks: each counts once, when its options are asked for (its answer then
     * redeems that challenge); an answer to no pending challenge of ours counts on its own.
     */
    signIn: ReturnType<typeof createRateLimiter>;
    /** Invitation links opened and answered, and registration options asked for. */
    invitationAnswer: ReturnType<typeof createRateLimiter>;
    /** Invitations created on the People page. */
    invite: ReturnType<typeof createRateLimiter>;
  };
  log: Logger;
  /** Queues an e-mail (an invitation) when a mail server is set; false when there is none. */
  queueMail: (mail: Omit<QueuedMail, "from" | "messageId">) => boolean;
}

export const SESSION_COOKIE = "office_session";

/**
 * Why the office is off, or undefined when SITE_URL can be a passkey's relying party (or is unset: the
 * office then runs at http://localhost:PORT only).
 */
export function officeOffReason(siteUrl: string | undefined): string | undefined {
  if (!siteUrl) return undefined;
  const host = new URL(siteUrl).hostname.replace(/^\[|\]$/g, "");
  if (isIP(host))
    return `SITE_URL names an IP address (${host}), which cannot be a passkey's relying party: use a domain name, or http://localhost:PORT locally`;
  return undefined;
}

/** The relying party SITE_URL names (its host name and origin), or undefined when the office is off. */
export function relyingParty(siteUrl: string | undefined): RelyingParty | undefined {
  if (!siteUrl || officeOffReason(siteUrl)) return undefined;
  const url = new URL(siteUrl);
  return { id: url.hostname, origin: url.origin, name: `${company.name} office` };
}

/** The session cookie: `__Host-` prefixed and `Secure` when the site is served over https. */
export function cookieSettings(siteUrl: string | undefined) {
  const secure = siteUrl?.startsWith("https:") ?? false;
  return { name: secure ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE, secure };
}

/**
 * The office as one request sees it: the same, unless SITE_URL is unset and the request came to another
 * host than localhost:PORT (127.0.0.1, a LAN address): then it is off there, and its pages say it needs
 * SITE_URL.
 */
export function officeForHost(office: OfficeService, host: string | undefined): OfficeService {
  if (!office.localOrigin || !office.rp) return office;
  return host?.toLowerCase() === new URL(office.localOrigin).host ? office : { ...office, rp: undefined };
}

export function createOfficeService({
  db,
  siteUrl,
  port,
  log,
  queueMail,
  signInLimit = { max: 20, windowMs: 10 * 60_000 },
  invitationAnswerLimit = { max: 20, windowMs: 10 * 60_000 },
  inviteLimit = { max: 20, windowMs: 10 * 60_000 },
}: {
  db: DatabaseSync;
  siteUrl: string | undefined;
  /** The server's port: without SITE_URL the office is at http://localhost:PORT. */
  port: number;
  log: Logger;
  queueMail: OfficeService["queueMail"];
  signInLimit?: { max: number; windowMs: number };
  invitationAnswerLimit?: { max: number; windowMs: number };
  inviteLimit?: { max: number; windowMs: number };
}): OfficeService {
  return {
    db,
    rp: relyingParty(siteUrl ?? localOfficeOrigin(port)),
    localOrigin: siteUrl ? undefined : localOfficeOrigin(port),
    cookie: cookieSettings(siteUrl),
    limits: {
      signIn: createRateLimiter(signInLimit),
      invitationAnswer: createRateLimiter(invitationAnswerLimit),
      invite: createRateLimiter(inviteLimit),
    },
    log,
    queueMail,
  };
}
