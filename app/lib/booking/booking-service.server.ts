/**
 * Booking: the one code path every booking takes (the page, the JSON API, the MCP tool): validation in
 * the visitor's language, the window's rules, the rate limit and spam traps shared with the lead forms,
 * then the store's one transaction, its private link and its messages. Never throws for anything a
 * client sends.
 */
import { availability, servedZipCodes } from "~/content/booking/availability";
import { bookingCopy } from "~/content/booking/booking-copy";
import { bookingCopy as bookingCopyEs } from "~/content/es/booking/booking-copy";
import type { Lang } from "~/content/i18n";
import { MessagesDb } from "../mail/messages-db.server";
import type { SiteDb } from "../site/site-db.server";
import { TOKEN_PATH_OF } from "../site/token-paths";
import type { Logger } from "../site/logger.server";
import { createHash } from "node:crypto";
import { createFormKeys, formKeySecret, type FormKeys } from "../forms/form-key.server";
import { parsePhone } from "../forms/phone";
import { clientKey } from "../leads/rate-limit.server";
import { spamFlag, type FormStamp } from "../forms/spam-flag";
import {
  bookingMessages,
  VISITOR_MAIL_PER_DAY,
  type BookingEvent,
  type MailSettings,
} from "./booking-mail.server";
import { validateBooking, typedValues, type BookingErrors } from "./booking-validation";
import { BOOKING_FIELDS, BOOKING_WIRE, type BookingSubmission } from "./booking-wire";
import {
  BookingsDb,
  type BookingChannel,
  type BookingRow,
  type ChangeEffects,
  type LinkOutcome,
} from "./bookings-db.server";
import { bookingCalendar, bookingsFeed } from "./calendar.server";
import { sameSecret } from "./tokens.server";
import {
  changeableAt,
  openWindows,
  windowById,
  withinBookingRules,
  type OpenWindow,
  type Schedule,
} from "./windows";

const words = { en: bookingCopy, es: bookingCopyEs } as const;

/** How many open windows a refusal offers instead. */
export const ALTERNATIVES = 3;

/**
 * What a visitor's request gets, by every door (the page, the JSON API, MCP). "received" is the one
 * neutral answer for a request that holds no seat yet is not refused: one that looked automated, and
 * every request for a number that already holds a booking (whatever the window, so the answer never
 * says whether a number holds one; its link goes to the e-mail on file at most once a day).
 */
export type BookResult =
  | { status: "booked"; booking: BookingRow; token: string; repeated: boolean }
  | { status: "received" }
  | { status: "invalid"; errors: BookingErrors; values: Record<string, string> }
  | { status: "taken"; errors: BookingErrors; alternatives: OpenWindow[]; values: Record<string, string> }
  | {
      /** The same retry key came with another body (422). */
      status: "key-reused" | "rate-limited" | "failed";
      message: string;
      values: Record<string, string>;
      retryAfter?: number;
    };

/**
 * What the office gets when it books for a caller: also "exists", with the booking, when the number
 * already holds an upcoming one (the office may see bookings; a visitor may not learn of them).
 */
export type OfficeBookResult = BookResult | { status: "exists"; booking: BookingRow };

export type ChangeResult =
  | { status: "moved" | "cancelled" | "unchanged"; booking: BookingRow }
  | { status: "too-late" | "taken" | "invalid"; booking: BookingRow; message: string }
  | { status: "not-found" };

export interface BookingContext {
  ip: string;
  userAgent: string | null;
  channel: BookingChannel;
  /**
   * The API's `Idempotency-Key` header or the MCP tool's `idempotencyKey` argument (already checked
   * against booking-wire.ts's IDEMPOTENCY_KEY_PATTERN). The page's is its signed form key, in the submission.
   */
  idempotencyKey?: string;
  /** Photos that came with the page's form and passed the pipeline's checks: the notice says how many. */
  photos?: number;
}

/** The office booking for a caller (its loader checked the session): no daily allowance, and the truth. */
export type OfficeBookingContext = BookingContext & { office: true };

const sha256 = (text: string) => createHash("sha256").update(text).digest("base64url");

export interface BookingServiceOptions {
  /** The site's database: the booking tables, and the message queue its changes write to. */
  db: SiteDb;
  log: Logger;
  /** The lead forms' rate limiter: one allowance per client for every form. */
  limiter: { hit(key: string): boolean; retryAfterSeconds(key: string): number };
  /**
   * BOOKING_LIMIT_PER_DAY: booking requests one client (an IPv4 address or an IPv6 /64) may make in 24
   * hours, counted in the database so that every server process on the file counts the same requests.
   */
  bookingsPerDay: number;
  mail: MailSettings;
  /** Submissions filled faster than this (from the form's render) are kept but hold no seat. */
  minFillMs: number;
  /** The page's signed form keys (default: signed with the secret kept in the database). */
  formKeys?: FormKeys;
  /** Tells the outbox there is mail (nothing when no mail server is set). */
  kick: () => void;
  /** Queues a change's webhooks in its transaction, and sends them after. */
  webhooks?: {
    bookingChanged(
      event: BookingEvent,
      booking: BookingRow,
      previous: BookingRow | undefined,
      now: Date,
      withPhotos?: boolean,
    ): void;
    kick(): void;
  };
  /** CALENDAR_FEED_TOKEN: the private feed's token; without it the feed does not exist. */
  feedToken?: string;
  schedule?: Schedule;
  now?: () => Date;
  /** How the open windows are computed (`openWindows`; a test counts the calls). */
  computeWindows?: typeof openWindows;
}

const MINUTE = 60_000;
const HOUR = 3_600_000;

export function createBookingService({
  db,
  log,
  limiter,
  bookingsPerDay,
  mail,
  minFillMs,
  formKeys = createFormKeys(formKeySecret(db.db)),
  kick: kickMail,
  webhooks,
  feedToken,
  schedule = availability,
  now = () => new Date(),
  computeWindows = openWindows,
}: BookingServiceOptions) {
  const store = new BookingsDb(db);
  const outbox = new MessagesDb(db);
  const sentToday = (address: string) =>
    outbox.countVisitorMessages(address, new Date(now().getTime() - 86_400_000));
  /** What an event queues with the change: its messages, and its webhooks. */
  const effects = (event: BookingEvent, at: Date, photos = 0): ChangeEffects => ({
    compose: (booking, token) => bookingMessages(booking, event, token, mail, sentToday, photos),
    announce: (booking, previous) => webhooks?.bookingChanged(event, booking, previous, at, photos > 0),
  });
  /** After a change has committed: the outbox and the webhook sender each send what is now due. */
  const kick = () => {
    kickMail();
    webhooks?.kick();
  };

  /**
   * What the open windows depend on besides the rules: the minute, and the database's state (bookings and
   * closures, changed by this process or any other). The booking page's markup is cached on it too.
   */
  const windowsVersion = (at: Date = now()) => `${Math.floor(at.getTime() / MINUTE)}:${store.version()}`;
  let computed: { version: string; windows: OpenWindow[] } | undefined;

  /**
   * The windows open now, with seats left: computed once per minute and state of the database, then only
   * filtered by the notice rule to the millisecond (a window's notice can run out within the minute).
   */
  const open = (at: Date = now()): OpenWindow[] => {
    const version = windowsVersion(at);
    if (computed?.version !== version) {
      const minute = new Date(Math.floor(at.getTime() / MINUTE) * MINUTE);
      computed = {
        version,
        windows: computeWindows(minute, {
          taken: store.seatsTaken(minute),
          closed: store.closures(),
          schedule,
        }),
      };
    }
    const earliest = at.getTime() + schedule.minimumNoticeHours * HOUR;
    return computed.windows.filter((w) => w.start.getTime() >= earliest);
  };

  const alternatives = (at: Date, except?: string) =>
    open(at)
      .filter((w) => w.id !== except)
      .slice(0, ALTERNATIVES);

  /**
   * A retry key scoped to its client: the page's signed key is its own client (it was given to one page
   * render); a program's key is scoped to its address. Hashed, so the table holds no key as sent.
   */
  const retryScope = (channel: BookingChannel, ip: string, key: string) =>
    sha256(`${channel}\n${channel === "web" ? "" : ip}\n${key}`);
  /** The body a retry key came with: the fields as typed, and the language. */
  const bodyHash = (values: Record<string, string>, lang: Lang) =>
    sha256(JSON.stringify([lang, ...BOOKING_FIELDS.map((f) => values[f] ?? null)]));

  /**
   * A repeat for a number that holds a booking: its link goes to the e-mail on file only, at most once a
   * day per booking (and within the address's daily messages), and a new token is stored only when a
   * message carries it. The attempt is noted for the office's list either way.
   */
  function resendLink(existing: BookingRow, channel: BookingChannel, at: Date): LinkOutcome {
    const link = db.transaction((): LinkOutcome => {
      let outcome: LinkOutcome = "no-email";
      const dayAgo = new Date(at.getTime() - 86_400_000);
      if (
        existing.email &&
        (store.linkEmailedSince(existing.id, dayAgo) || sentToday(existing.email) >= VISITOR_MAIL_PER_DAY)
      )
        outcome = "daily-limit";
      else if (existing.email) {
        const token = store.addToken(existing.id, at);
        for (const m of effects("link", at).compose(existing, token)) outbox.queue(m, at);
        outcome = "emailed";
      }
      store.recordAttempt(existing.id, channel, outcome, at);
      return outcome;
    });
    if (link === "emailed") kick();
    return link;
  }

  /**
   * Books one window. Refused before anything is stored: invalid fields, a window outside the rules, the
   * shared rate limit. Then, in the store's one transaction: a retry, the daily allowance, the window's
   * seats, the number's upcoming booking.
   */
  function book(submission: BookingSubmission, lang: Lang, context: OfficeBookingContext): OfficeBookResult;
  function book(submission: BookingSubmission, lang: Lang, context: BookingContext): BookResult;
  function book(
    submission: BookingSubmission,
    lang: Lang,
    { ip, userAgent, channel, idempotencyKey, office, photos }: BookingContext & { office?: true },
  ): OfficeBookResult {
    const at = now();
    const w = words[lang];
    const validation = validateBooking(submission, lang);
    if (!validation.ok) return { status: "invalid", errors: validation.errors, values: validation.values };
    // The visitor's columns as validation produced them (booking-record.ts), and the window they chose.
    const { window: windowId, ...fields } = validation.data;
    const values = typedValues(submission);
    // The page shows a form and signs its key; the API and MCP show none (decision 015).
    const pageKey = submission[BOOKING_WIRE.formKey];
    const stamp: FormStamp = channel === "web" ? formKeys.check(pageKey) : { kind: "untimed" };
    const retryKey = channel === "web" ? (stamp.kind === "shown" ? pageKey : undefined) : idempotencyKey;
    const idempotency = retryKey
      ? { scope: retryScope(channel, ip, retryKey), bodyHash: bodyHash(values, lang) }
      : undefined;
    const window = windowById(windowId, schedule);
    if (!window || !withinBookingRules(window, at, schedule)) {
      return {
        status: "taken",
        errors: { window: w.errors.windowGone },
        alternatives: alternatives(at),
        values: { ...values, window: "" },
      };
    }
    if (!limiter.hit(ip)) {
      const retryAfter = limiter.retryAfterSeconds(ip);
      log.info({ status: 429, ip, form: "booking", retryAfter }, "submission rate-limited");
      return { status: "rate-limited", message: w.errors.rateLimited, values, retryAfter };
    }
    const flagReason =
      spamFlag({ honeypot: submission[BOOKING_WIRE.honeypot], stamp, now: at.getTime(), minFillMs }) ??
      // The forms refuse a number that cannot be read; one that got past them (a program, an old lead the
      // office books) cannot be compared as one number, so it holds no seat: the office calls it back.
      (parsePhone(fields.phone) ? null : "phone number cannot be read");
    try {
      const outcome = store.book(
        {
          ...fields,
          window,
          language: lang,
          outside_area: servedZipCodes.has(fields.zip) ? 0 : 1,
          channel,
          flag_reason: flagReason,
          ip,
          user_agent: userAgent?.slice(0, 300) ?? null,
          idempotency,
        },
        {
          now: at,
          capacity: schedule.capacity,
          allowance: office ? undefined : { key: clientKey(ip), perDay: bookingsPerDay },
          ...effects("booked", at, photos),
        },
      );
      switch (outcome.kind) {
        case "booked":
          log.info(
            {
              booking: outcome.booking.id,
              window: window.id,
              channel,
              language: lang,
              outsideArea: outcome.booking.outside_area === 1 || undefined,
            },
            "booking stored",
          );
          kick();
          return { status: "booked", booking: outcome.booking, token: outcome.token, repeated: false };
        case "same":
          log.info({ booking: outcome.booking.id, channel }, "retried booking answered again");
          return { status: "booked", booking: outcome.booking, token: outcome.token, repeated: true };
        case "key-reused":
          log.info({ channel }, "retry key sent with another body");
          return {
            status: "key-reused",
            message: channel === "web" ? w.errors.formReused : w.errors.keyReused,
            values,
          };
        case "unconfirmed":
          log.info({ booking: outcome.booking.id, flagged: flagReason }, "booking flagged: no seat held");
          return { status: "received" };
        case "limited": {
          const retryAfter = Math.max(1, Math.ceil((outcome.until.getTime() - at.getTime()) / 1000));
          log.info({ status: 429, ip, form: "booking", retryAfter }, "daily booking allowance reached");
          return { status: "rate-limited", message: w.errors.dailyLimit, values, retryAfter };
        }
        case "exists": {
          const link = resendLink(outcome.booking, channel, at);
          log.info({ booking: outcome.booking.id, channel, link }, "phone number already holds a booking");
          // The visitor's answer is a new request's: it says nothing of the booking, nor of its link.
          return office ? { status: "exists", booking: outcome.booking } : { status: "received" };
        }
        case "full":
          log.info({ window: window.id }, "window taken");
          return {
            status: "taken",
            errors: { window: w.errors.taken },
            alternatives: alternatives(at, window.id),
            values: { ...values, window: "" },
          };
      }
    } catch (error) {
      log.error({ err: error }, "could not store a booking");
      return { status: "failed", message: w.errors.failed, values };
    }
  }

  return {
    store,
    open,
    windowsVersion,

    /**
     * A fresh signed key for one render of the booking form (never cached: one per response; the cached
     * page gets one put in each response by server/render.server.ts). URL-safe characters only.
     */
    formKey: () => formKeys.issue(now().getTime()),

    book,

    /** The booking a private link opens (undefined for any other token). */
    byToken: (token: string) => store.byToken(token),

    /** The language of a booking's private page (`/book/manage/<token>`), when the path is one. */
    langOfPath(path: string): Lang | undefined {
      return path.startsWith(TOKEN_PATH_OF.manage)
        ? store.byToken(path.slice(TOKEN_PATH_OF.manage.length))?.language
        : undefined;
    },

    /** Moves the booking a link opens to another window, on the 12-hour rule and the window's seats. */
    move(token: string, windowId: string): ChangeResult {
      const booking = store.byToken(token);
      if (!booking) return { status: "not-found" };
      const m = words[booking.language].manage.errors;
      const at = now();
      const to = windowById(windowId, schedule);
      if (!to || !withinBookingRules(to, at, schedule))
        return { status: "invalid", booking, message: m.window };
      const outcome = store.move(booking.id, to, {
        now: at,
        capacity: schedule.capacity,
        // A window the office closed may be left at any time (its visitor was asked to pick another).
        changeable: (w) => changeableAt(w, at, schedule) || store.closedFor(booking.window_id),
        ...effects("moved", at),
      });
      switch (outcome.kind) {
        case "gone":
          return { status: "not-found" };
        case "too-late":
          return {
            status: "too-late",
            booking: outcome.booking,
            message: m.tooLate(schedule.changeCutoffHours),
          };
        case "full":
          return { status: "taken", booking: outcome.booking, message: m.taken };
        case "unchanged":
          return { status: "unchanged", booking: outcome.booking };
        default:
          log.info({ booking: booking.id, window: to.id }, "booking moved");
          kick();
          return { status: "moved", booking: outcome.booking };
      }
    },

    /** Cancels the booking a link opens, on the 12-hour rule. */
    cancel(token: string): ChangeResult {
      const booking = store.byToken(token);
      if (!booking) return { status: "not-found" };
      const at = now();
      const outcome = store.cancel(booking.id, {
        now: at,
        changeable: (w) => changeableAt(w, at, schedule),
        ...effects("cancelled", at),
      });
      switch (outcome.kind) {
        case "too-late":
          return {
            status: "too-late",
            booking: outcome.booking,
            message: words[booking.language].manage.errors.tooLate(schedule.changeCutoffHours),
          };
        case "cancelled":
          log.info({ booking: booking.id }, "booking cancelled");
          kick();
          return { status: "cancelled", booking: outcome.booking };
        default:
          return { status: "unchanged", booking };
      }
    },

    /** Whether a booking may still be changed online now. */
    changeable: (booking: BookingRow) =>
      booking.status === "booked" &&
      (changeableAt({ start: new Date(booking.starts_at) }, now(), schedule) ||
        store.closedFor(booking.window_id)),

    /** The visitor's calendar file for a booking. */
    calendarFile: (booking: BookingRow, url: string) =>
      bookingCalendar(booking, "PUBLISH", { location: `${booking.street}, ${booking.zip}`, url }),

    /**
     * The contractor's feed (bookings from 30 days ago on) when `given` is the configured token, compared
     * in constant time; undefined otherwise, and always when no token is configured.
     */
    feedFor: (given: string): string | undefined =>
      feedToken && sameSecret(given, feedToken)
        ? bookingsFeed(
            store.listFrom(new Date(now().getTime() - 30 * 86_400_000), { includeUnconfirmed: false }),
            "Inspections",
          )
        : undefined,
  };
}

export type BookingService = ReturnType<typeof createBookingService>;
