/**
 * Inviting someone (the People page and `npm run office -- --invite`): a one-time link, stored hashed,
 * e-mailed through the outbox when a mail server is set. Relative imports only: the command line loads it.
 */
import type { DatabaseSync } from "node:sqlite";
import { company } from "../../content/company.ts";
import { invitationMail } from "../../content/office/mail.ts";
import { invitePath } from "../../content/office/paths.ts";
import type { AuditActor } from "./audit.server.ts";
import {
  createInvitation,
  INVITATION_TTL_MS,
  personByEmail,
  type OfficeRole,
  type OfficeUser,
} from "./office-store.server.ts";

export type InvitationResult =
  | {
      link: string;
      expiresAt: Date;
      mailed: boolean;
      /** The account the link adds a passkey to (its role stays), when the e-mail has one. */
      account: OfficeUser | undefined;
    }
  /** The e-mail's account is revoked: reinstating it is its own action, so no link is made. */
  | { refused: "revoked" };

/**
 * Makes an invitation (the caller has checked the inviter: an owner after a fresh passkey check, or the
 * command line). To an e-mail with an account, the link adds a passkey and changes nothing else; to a
 * revoked account, none is made.
 */
export function invite(
  db: DatabaseSync,
  {
    email,
    role,
    actor,
    origin,
    queueMail,
  }: {
    email: string;
    role: OfficeRole;
    actor: AuditActor;
    /** SITE_URL's origin: the link's, and the passkey's relying party. */
    origin: string;
    /** Queues the message; false when no mail server is set. */
    queueMail: (mail: { to: string; subject: string; text: string }) => boolean;
  },
): InvitationResult {
  if (personByEmail(db, email)?.revoked) return { refused: "revoked" };
  const { token, expiresAt, account } = createInvitation(db, { email, role, actor });
  const link = `${origin}${invitePath(token)}`;
  const mailed = queueMail({
    to: email,
    subject: invitationMail.subject(company.name),
    text: invitationMail.text({
      link,
      role: account?.role ?? role,
      company: company.name,
      hours: INVITATION_TTL_MS / 3_600_000,
    }),
  });
  return { link, expiresAt, mailed, account };
}
