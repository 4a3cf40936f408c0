/**
 * The one place the server's capabilities are built and wired (server/main.server.ts calls it; tests call
 * it with their overrides). Each capability is one object, handed only what it needs: the site's
 * database, the mail queue, the webhooks, the leads, the bookings, the office and its work (inbox,
 * requests, schedule, numbers), the content store. To add one, build it here from the
 * others and add it to what this returns, to `start`, `stop` and `health` if it has a lifecycle.
 */
import { randomUUID } from "node:crypto";
import { createBookingService } from "~/lib/booking/booking-service.server";
import {
  allRows,
  contentPhotosInUse,
  seedContent,
  seedLine,
  watchContentVersion,
} from "~/lib/content-store/content-store.server";
import type { ContentRecord } from "~/lib/content-store/content-record";
import { createOfficeContent, scheduleContentPurge } from "~/lib/content-store/office-content.server";
import type { ContentSnapshot } from "~/lib/content-store/snapshot";
import { siteRepoRecords } from "~/lib/content-store/repo-content.server";
import { createLeadService } from "~/lib/leads/lead-service.server";
import { siteRepoReviews } from "~/lib/reviews/repo-reviews.server";
import { reviewLinks } from "~/lib/review-requests/review-links.server";
import { morePhotos } from "~/lib/photo-requests/photo-requests.server";
import { askDueReviews } from "~/lib/review-requests/review-ask.server";
import { createReviewStore, reviewSeedLine } from "~/lib/reviews/review-store.server";
import { LeadsDb } from "~/lib/leads/leads-db.server";
import { createRateLimiter } from "~/lib/leads/rate-limit.server";
import { createMail, mailSettings, type MailOptions } from "~/lib/mail/mail.server";
import { MessagesDb } from "~/lib/mail/messages-db.server";
import { createMedia, mediaRoot } from "~/lib/media/media.server";
import type { Env } from "~/lib/site/env.server";
import type { Logger } from "~/lib/site/logger.server";
import { createOfficeService } from "~/lib/office/office-service.server";
import { cliAudit, createOfficeWork } from "~/lib/office/work.server";
import { SiteDb } from "~/lib/site/site-db.server";
import { publicOrigin } from "~/lib/site/site-url";
import { createWebhooks, type WebhooksOptions } from "~/lib/webhooks/webhooks.server";
import { createSocialImages, socialImagesDir } from "~/lib/discovery/social-image.server";
import type { ServerBuild } from "react-router";
import { createPageSets, pageSetsRoot, withoutPageSets } from "./page-sets.server";
import { collectionPages, previewSnapshot, repoSnapshot, storeSnapshot } from "./page-sets-sources.server";
import type { PagePreview } from "~/lib/office/page-preview";
import { routerContext } from "./render.server";

/**
 * The records whose sharing cards a snapshot's pages name: its articles (a gallery project's view shares
 * the gallery's card, so drawing projects' cards at publish would cost seconds for files no page names).
 */
const recordsOf = (snapshot: ContentSnapshot): ContentRecord[] =>
  snapshot.articles.map((record) => ({ kind: "article" as const, record }));

/** How often the automatic review ask looks for jobs done long enough ago (hourly). */
const REVIEW_ASK_EVERY_MS = 60 * 60 * 1000;
export interface CapabilityOverrides {
  log: Logger;
  /** Sends mail instead of SMTP (tests). */
  send?: MailOptions["send"];
  /** How long the mail server may take to connect, greet or answer (tests shorten it). */
  smtpTimeoutMs?: number;
  /** Webhook sender settings tests change. */
  webhookSender?: WebhooksOptions["sender"];
  /** The server build and its client folder: the page sets render through it (none: nothing is rendered). */
  site?: { build: ServerBuild; clientDir: string };
}

export function createCapabilities(
  env: Env,
  { log, send, smtpTimeoutMs, webhookSender, site }: CapabilityOverrides,
) {
  const db = new SiteDb(env.LEADS_DB);
  const settings = mailSettings(env);
  const leadsDb = new LeadsDb(db);

  const messages = new MessagesDb(db);
  const mail = createMail({
    messages,
    smtpUrl: env.SMTP_URL,
    send,
    smtpTimeoutMs,
    pollMs: env.OUTBOX_POLL_MS,
    // Lead notices queued before notices were composed when queued (older files): composed from the lead.
    composeLegacy: (leadId) => leads.composeLegacy(leadId),
    log,
  });
  // Photos uploaded in the office: stored, encoded one at a time in the background, swept daily.
  const mediaFolder = mediaRoot(env.MEDIA_DIR, env.LEADS_DB);
  const media = createMedia({ db, root: mediaFolder, capBytes: env.MEDIA_CAP_MB * 1_000_000, log });
  // Their own lane: deliveries are queued with the lead or booking, and sent whether or not mail is set up.
  // A new lead's or booking's event carries its photos as links signed at each attempt.
  const origin = publicOrigin(env.SITE_URL);
  const webhooks = createWebhooks({
    env,
    db,
    log,
    sender: webhookSender,
    photos: (holder, now) => media.requestPhotoLinks(holder, origin, now),
  });
  // One allowance per client for every form (the quote forms and the booking form).
  const limiter = createRateLimiter({ max: env.RATE_LIMIT_MAX, windowMs: env.RATE_LIMIT_WINDOW_MS });

  const leads = createLeadService({
    db: leadsDb,
    mail: settings,
    kickMail: mail.kick,
    webhooks,
    limiter,
    minFillMs: env.MIN_FILL_MS,
    log,
  });
  const bookings = createBookingService({
    db,
    log,
    limiter,
    bookingsPerDay: env.BOOKING_LIMIT_PER_DAY,
    mail: settings,
    minFillMs: env.MIN_FILL_MS,
    kick: mail.kick,
    webhooks,
    feedToken: env.CALENDAR_FEED_TOKEN,
  });

  // The office (accounts, passkeys, sessions); without SITE_URL it runs at http://localhost:PORT only. Its
  // invitations go out through the mail queue, or not at all when no mail server is set (it then shows the link).
  const office = createOfficeService({
    db: db.db,
    siteUrl: env.SITE_URL,
    port: env.PORT,
    log,
    queueMail: (message) => {
      if (!mail.sending) return false;
      messages.queue({
        recipient: "visitor",
        mail: { ...message, from: settings.from, messageId: `<office-${randomUUID()}@${settings.host}>` },
      });
      mail.kick();
      return true;
    },
  });

  // Sharing cards of the pages the office publishes, drawn at publish beside the media folder.
  const socialImages = createSocialImages({ dir: socialImagesDir(mediaFolder) });
  // The gallery's and the blog's stored records keep the uploaded photos they use from the sweep.
  media.registerReferrer((ids) => contentPhotosInUse(db, ids));
  let stopContentPurge: (() => void) | undefined;

  // The gallery's projects and the blog's articles as the office edits them (drafts, publish, history).
  // A publish draws the sharing cards its pages will name, then produces the page set (below); either
  // failing leaves the store and the live pages as they were.
  const content = createOfficeContent({
    db,
    media,
    pages: {
      async produce(snapshot) {
        try {
          await socialImages.catchUp(recordsOf(snapshot));
        } catch (error) {
          log.error({ err: error }, "social images could not be drawn");
          return { ok: false, error: "the sharing cards could not be drawn" };
        }
        return pages.produce(snapshot);
      },
    },
    log,
  });
  let stopSchedule: (() => void) | undefined;

  // Customers' reviews: seeded from the repository's cards, received through the site (`reviews.receive`),
  // published or withheld by the office through the same page sets, published by the sweep after 7 days.
  const reviews = createReviewStore({
    db,
    pages: { produce: (snapshot) => pages.produce(snapshot) },
    onReceived: (review) => webhooks.reviewReceived(review),
    kick: () => webhooks.kick(),
    log,
  });
  let stopReviewSweep: (() => void) | undefined;
  let stopReviewAsk: (() => void) | undefined;
  const startReviewAsk = () => {
    if (env.REVIEW_ASK_AFTER_DAYS <= 0) return undefined;
    const run = () => {
      try {
        const asked = askDueReviews(db, {
          afterDays: env.REVIEW_ASK_AFTER_DAYS,
          audit: cliAudit(db),
          mail: settings,
        });
        if (asked > 0) {
          log.info({ asked }, "reviews: customers of done jobs asked for a review");
          mail.kick();
        }
      } catch (error) {
        log.error({ err: error }, "reviews: the automatic ask failed");
      }
    };
    const timer = setInterval(run, REVIEW_ASK_EVERY_MS);
    timer.unref();
    setTimeout(run, 60_000).unref();
    return () => clearInterval(timer);
  };
  // The review page's links: a review sent through one is stored with the link spent, in one transaction.
  const reviewLinksService = reviewLinks({ db, reviews, googleReviewUrl: env.GOOGLE_REVIEW_URL });

  // The office's work screens: the inbox and pipeline on the site's database, the schedule with the
  // booking e-mails and webhooks (every change audited in its transaction).
  const work = createOfficeWork({
    db,
    leads: leadsDb,
    bookings,
    mail: settings,
    webhooks,
    kickMail: mail.kick,
    content,
    media,
    reviews,
  });

  // Page sets: the pages reading the gallery and the blog, produced from the store at each publish and at
  // a start whose store differs from the build, kept under the data folder, followed across processes.
  const pages = site
    ? createPageSets({
        build: site.build,
        clientDir: site.clientDir,
        root: pageSetsRoot(env.PAGES_DIR, env.LEADS_DB),
        pagesReading: collectionPages(site.build),
        buildSnapshot: repoSnapshot,
        storeSnapshot: () => storeSnapshot(db),
        watch: (onChange) => watchContentVersion(db, onChange),
        context: () =>
          routerContext(site.build, { leads, bookings, office, work, log })({ clientIp: "" }, null),
        log,
      })
    : withoutPageSets;
  // The office's preview: one public page with a record's draft applied, rendered on demand.
  const preview: PagePreview = {
    async render(key, path) {
      const snapshot = previewSnapshot(db, key);
      return snapshot && pages.preview(snapshot, path);
    },
  };

  return {
    db,
    mail,
    media,
    socialImages,
    content,
    reviews,
    reviewLinks: reviewLinksService,
    // Customers' "send more photos" links: what one opens, and the room left in its request.
    morePhotos: morePhotos({ db, media }),
    pages,
    preview,
    webhooks,
    leads,
    bookings,
    office,
    work,
    /** Whether a lead or booking could be stored now (GET /healthz; webhooks.status() is its second line). */
    health: () => db.health(),
    start() {
      // The gallery's projects and the blog's articles: the repository's records seed the store on every start
      // (new ones added, untouched ones follow the repository, the office's edits and deletions stay).
      // A repository record that clashes with an office record stops the start, naming both.
      log.info(seedLine(seedContent(db, siteRepoRecords())));
      // The repository's review cards: added once, the office's changes kept (shown, never counted).
      log.info(reviewSeedLine(reviews.seed(siteRepoReviews())));
      // Reviews with consent the office did not act on within 7 days: published, checked every minute.
      stopReviewSweep = reviews.startSweep(env.REVIEW_SWEEP_MS);
      // Jobs marked done REVIEW_ASK_AFTER_DAYS ago: their customers e-mailed a review link, checked hourly.
      stopReviewAsk = startReviewAsk();
      // Deleted records past their 30 days and versions past their keeping: purged a minute after start, then daily.
      stopContentPurge = scheduleContentPurge(db, log);
      // Articles scheduled for a Pacific date and time: published in the minute it comes.
      stopSchedule = content.startSchedule();
      // The sharing cards of the records the office made or changed, drawn if missing (after a restore,
      // or records published before cards were drawn at publish), in the background.
      const officeRecords = allRows(db).flatMap((r) =>
        r.item?.kind === "article" && !r.deleted && (r.origin === "office" || r.officeTouched)
          ? [r.item]
          : [],
      );
      void socialImages.catchUp(officeRecords).then(
        (s) => s.drawn && log.info(s, `social images: ${s.drawn} of ${s.pages} drawn in ${s.ms} ms`),
        (error: unknown) => log.error({ err: error }, "social images could not be drawn"),
      );
      webhooks.start();
      media.start();
      if (mail.sending) {
        log.info({ db: env.LEADS_DB, to: settings.to }, "leads are stored and e-mailed through SMTP");
        mail.start();
      } else {
        log.warn(
          { db: env.LEADS_DB },
          "SMTP_URL is not set: leads are stored but not e-mailed (read them with `npm run leads`)",
        );
      }
    },
    async stop() {
      stopContentPurge?.();
      stopSchedule?.();
      stopReviewSweep?.();
      stopReviewAsk?.();
      pages.stop();
      await Promise.all([mail.stop(), webhooks.stop(), media.stop()]);
      db.close();
    },
  };
}

export type Capabilities = ReturnType<typeof createCapabilities>;
