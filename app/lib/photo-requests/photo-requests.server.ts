/**
 * "Send more photos": the private link the office sends a lead's customer to add photos to their request
 * without an account, by e-mail in the customer's language or as a link the office copies into a text
 * message. Each carries a 256-bit token (app/lib/booking/tokens.server.ts), stored only as its hash,
 * looked up by hash and compared in constant time; it is open `PHOTO_LINK_OPEN_DAYS` days. A lead has one
 * live link: sending a new one replaces the last. A link stays usable until it expires, through any
 * number of visits, while the request holds fewer photos than its limit (the media module counts them).
 * A link's row is removed once it has expired (at the next link sent, opened or shown), and with its lead.
 */
import { copyFor } from "~/content/copy";
import { z } from "zod";
import { langs, type Lang } from "~/content/i18n";
import { newToken, rowByToken } from "../booking/tokens.server";
import { customerLinkMail } from "../mail/customer-link-mail.server";
import type { MailSettings } from "../mail/mail-settings";
import { MAX_REQUEST_PHOTOS } from "../media/limits";
import type { Media } from "../media/media.server";
import { heldPhotos } from "../media/upload.server";
import { MessagesDb, type QueuedMail } from "../mail/messages-db.server";
import type { Audit } from "../office/requests.server";
import { column, insertInto, type RowOf } from "../site/record";
import type { SiteDb } from "../site/site-db.server";
import { TOKEN_PATH_OF } from "../site/token-paths";
import { morePhotosPath, PHOTO_LINK_OPEN_DAYS } from "./photo-request-paths";

export const PHOTO_REQUEST_CHANNELS = ["email", "link"] as const;
export type PhotoRequestChannel = (typeof PHOTO_REQUEST_CHANNELS)[number];

/** `photo_requests`, declared once (decision 023): a test compares it with the table. */
export const PHOTO_REQUEST_COLUMNS = {
  id: column("store", z.int()),
  created_at: column("store", z.string()),
  /** SHA-256 of the link's token: the token itself is never stored. */
  token_hash: column("store", z.string()),
  lead_id: column("store", z.int()),
  /** The customer's language: the e-mail's and the page's. */
  language: column("store", z.enum(langs)),
  channel: column("store", z.enum(PHOTO_REQUEST_CHANNELS)),
  /** The office account that sent it; null once that account is gone. */
  asked_by: column("store", z.int().nullable()),
  expires_at: column("store", z.string()),
};
export type PhotoRequestRow = RowOf<typeof PHOTO_REQUEST_COLUMNS>;
const insertRequest = insertInto("photo_requests", PHOTO_REQUEST_COLUMNS, (_, k) => k !== "id");

/** What a link is now: open (the page), expired, or no such link. */
export type PhotoLinkState = { state: "open" | "expired"; request: PhotoRequestRow } | { state: "unknown" };

/** The request's photos are its media references' holder. */
export const leadHolder = (leadId: number) => `lead:${leadId}`;

const DAY_MS = 24 * 60 * 60 * 1000;

export function photoRequests(site: SiteDb) {
  const { db } = site;
  /** Links past their expiry go: their fingerprint is kept no longer than the link works. */
  const purgeExpired = (now: Date) =>
    db.prepare("DELETE FROM photo_requests WHERE expires_at <= ?").run(now.toISOString());

  return {
    /**
     * A new link for lead `leadId` in `language`, replacing any earlier one (which stops working): the
     * token, given once, and until when it is open.
     */
    create(
      leadId: number,
      {
        language,
        channel,
        askedBy = null,
      }: { language: Lang; channel: PhotoRequestChannel; askedBy?: number | null },
      now = new Date(),
    ): { id: number; token: string; expiresAt: string } {
      return site.transaction(() => {
        purgeExpired(now);
        db.prepare("DELETE FROM photo_requests WHERE lead_id = ?").run(leadId);
        const { token, hash } = newToken();
        const expiresAt = new Date(now.getTime() + PHOTO_LINK_OPEN_DAYS * DAY_MS).toISOString();
        const row = db.prepare(`${insertRequest.sql} RETURNING id`).get(
          insertRequest.values({
            created_at: now.toISOString(),
            token_hash: hash,
            lead_id: leadId,
            language,
            channel,
            asked_by: askedBy,
            expires_at: expiresAt,
          } satisfies Omit<PhotoRequestRow, "id">),
        ) as { id: number };
        return { id: row.id, token, expiresAt };
      });
    },

    /**
     * The link `token` opens: looked up by its hash, compared in constant time. An expired link is
     * named once (its page says so) and its row removed.
     */
    find(token: string, now = new Date()): PhotoLinkState {
      const request = rowByToken<PhotoRequestRow>(db, "photo_requests", token);
      if (!request) return { state: "unknown" };
      if (Date.parse(request.expires_at) <= now.getTime()) {
        purgeExpired(now);
        return { state: "expired", request };
      }
      return { state: "open", request };
    },

    /** The lead's live link, as the office's page shows it (never its token: only the hash is kept). */
    live(
      leadId: number,
      now = new Date(),
    ): { sentAt: string; expiresAt: string; channel: PhotoRequestChannel } | undefined {
      purgeExpired(now);
      const row = db
        .prepare("SELECT created_at, expires_at, channel FROM photo_requests WHERE lead_id = ?")
        .get(leadId) as Pick<PhotoRequestRow, "created_at" | "expires_at" | "channel"> | undefined;
      return row && { sentAt: row.created_at, expiresAt: row.expires_at, channel: row.channel };
    },
  };
}

export type PhotoRequests = ReturnType<typeof photoRequests>;

/** The e-mail carrying a "send more photos" link, in the customer's language. */
export function photoRequestMail(
  {
    lang,
    name,
    email,
    token,
    requestId,
  }: { lang: Lang; name: string; email: string; token: string; requestId: number },
  s: Pick<MailSettings, "from" | "origin" | "host">,
): QueuedMail {
  return customerLinkMail(
    {
      id: `photo-request-${requestId}`,
      lang,
      name,
      email,
      words: copyFor(lang).morePhotosPage.mail,
      path: morePhotosPath(token),
      days: PHOTO_LINK_OPEN_DAYS,
    },
    s,
  );
}

export type PhotoAskAnswer =
  | { ok: true; url: string; emailed: boolean; expiresAt: string }
  | { ok: false; reason: "no-email" | "unknown" };

/**
 * Sends lead `leadId`'s customer a new link: e-mailed in their language (`email`, queued in the same
 * transaction) or given back for the office to copy once (`link`); audited either way.
 */
export function askForPhotos(
  site: SiteDb,
  leadId: number,
  {
    channel,
    askedBy = null,
    audit,
    mail,
  }: {
    channel: PhotoRequestChannel;
    askedBy?: number | null;
    audit: Audit;
    mail: Pick<MailSettings, "from" | "origin" | "host">;
  },
  now = new Date(),
): PhotoAskAnswer {
  return site.transaction(() => {
    const customer = site.db.prepare("SELECT name, email, language FROM leads WHERE id = ?").get(leadId) as
      { name: string; email: string; language: Lang } | undefined;
    if (!customer) return { ok: false, reason: "unknown" } as const;
    const emailed = channel === "email";
    if (emailed && !customer.email) return { ok: false, reason: "no-email" } as const;
    const made = photoRequests(site).create(leadId, { language: customer.language, channel, askedBy }, now);
    if (emailed)
      new MessagesDb(site).queue(
        {
          recipient: "visitor",
          leadId,
          mail: photoRequestMail(
            {
              lang: customer.language,
              name: customer.name,
              email: customer.email,
              token: made.token,
              requestId: made.id,
            },
            mail,
          ),
        },
        now,
      );
    audit({ action: `photos.ask.${channel}`, subjectType: "lead", subjectId: leadId });
    return {
      ok: true,
      url: `${mail.origin}${morePhotosPath(made.token)}`,
      emailed,
      expiresAt: made.expiresAt,
    } as const;
  });
}

/** What a link opens, as its page shows it. */
export type OpenedPhotoLink =
  | { state: "open"; lang: Lang; leadId: number; room: number; requestedAt: string }
  | { state: "full"; lang: Lang }
  | { state: "expired"; lang: Lang }
  | { state: "unknown" };

/**
 * The customer's page's side of the links: what a link opens now, with how many photos the request
 * still takes (the request's limit, counting the photos it holds). Keeping the photos is the media
 * module's (`keepFormPhotos` for the holder `lead:<id>`, which counts them again as it keeps each).
 */
export function morePhotos({ db, media }: { db: SiteDb; media: Pick<Media, "photosOf"> }) {
  const requests = photoRequests(db);
  return {
    /** The customer's language of a link's page (`/more-photos/<token>`), when the path is one. */
    langOfPath(path: string): Lang | undefined {
      const token = path.startsWith(TOKEN_PATH_OF.morePhotos)
        ? path.slice(TOKEN_PATH_OF.morePhotos.length)
        : "";
      const found = token ? requests.find(token) : undefined;
      return found && found.state !== "unknown" ? found.request.language : undefined;
    },

    open(token: string, now = new Date()): OpenedPhotoLink {
      const found = requests.find(token, now);
      if (found.state === "unknown") return found;
      const { request } = found;
      const lang = request.language;
      if (found.state === "expired") return { state: "expired", lang };
      const room = MAX_REQUEST_PHOTOS - heldPhotos(media.photosOf(leadHolder(request.lead_id))).count;
      if (room <= 0) return { state: "full", lang };
      const lead = db.db.prepare("SELECT created_at FROM leads WHERE id = ?").get(request.lead_id) as
        { created_at: string } | undefined;
      return {
        state: "open",
        lang,
        leadId: request.lead_id,
        room,
        requestedAt: lead?.created_at ?? request.created_at,
      };
    },
  };
}

export type MorePhotos = ReturnType<typeof morePhotos>;
