/**
 * The review page's side of a review link: what a link opens (the form in the customer's language, their
 * name as it would be shown), and a review sent through it, checked field by field, stored by the review
 * store with the link spent in the same transaction (a second review through one link is refused).
 */
import type { Lang } from "~/content/i18n";
import {
  displayName as displayNameSchema,
  reviewCity,
  reviewRating,
  reviewText,
} from "../reviews/review-record";
import type { ReviewStore } from "../reviews/review-store.server";
import type { SiteDb } from "../site/site-db.server";
import { TOKEN_PATH_OF } from "../site/token-paths";
import { reviewRequests, type ReviewRequestRow } from "./review-requests.server";

/** The review form's fields, as it posts them. */
export const REVIEW_FIELDS = ["rating", "text", "displayName", "city", "consent"] as const;
export type ReviewField = Exclude<(typeof REVIEW_FIELDS)[number], "consent">;

/** "Ana María Pérez" → "Ana P.": the first name and the initial of the last, as a review is signed. */
export function shownName(full: string): string {
  const [first = "", ...rest] = full.trim().split(/\s+/).filter(Boolean);
  const cap = (w: string) => w.charAt(0).toLocaleUpperCase("es") + w.slice(1);
  const last = rest.at(-1);
  return last ? `${cap(first)} ${last.charAt(0).toLocaleUpperCase("es")}.` : cap(first);
}

export type OpenedLink =
  | { state: "open"; lang: Lang; name: string }
  | { state: "spent" | "expired"; lang: Lang }
  | { state: "unknown" };

export type SentReview =
  | { status: "ok"; lang: Lang; consent: boolean; reviewId: number }
  | {
      status: "invalid";
      lang: Lang;
      /** The fields to fix. */
      errors: ReviewField[];
      values: Partial<Record<(typeof REVIEW_FIELDS)[number], string>>;
    }
  | { status: "spent" | "expired"; lang: Lang }
  | { status: "unknown" };

export function reviewLinks({
  db,
  reviews,
  googleReviewUrl,
}: {
  db: SiteDb;
  reviews: Pick<ReviewStore, "receive" | "photoKept">;
  /** The GOOGLE_REVIEW_URL setting: offered after every review, whatever its stars (no gating). */
  googleReviewUrl?: string | undefined;
}) {
  const requests = reviewRequests(db);

  /** The customer's full name, from the lead or the booking the request is about. */
  const customerName = (request: ReviewRequestRow): string => {
    const row = (
      request.lead_id !== null
        ? db.db.prepare("SELECT name FROM leads WHERE id = ?").get(request.lead_id)
        : db.db.prepare("SELECT name FROM bookings WHERE id = ?").get(request.booking_id)
    ) as { name: string } | undefined;
    return row?.name ?? "";
  };

  return {
    requests,
    googleReviewUrl,

    /** The customer's language of a review link's page (`/review/<token>`), when the path is one. */
    langOfPath(path: string): Lang | undefined {
      const token = path.startsWith(TOKEN_PATH_OF.review) ? path.slice(TOKEN_PATH_OF.review.length) : "";
      const found = token ? requests.find(token) : undefined;
      return found && found.state !== "unknown" ? found.request.language : undefined;
    },

    /** Notes the photo kept for a review just sent (see the store's `photoKept`). */
    photoKept: (reviewId: number) => reviews.photoKept(reviewId),

    /** What `token` opens now. Reading changes nothing (mail scanners open links). */
    open(token: string, now = new Date()): OpenedLink {
      const found = requests.find(token, now);
      if (found.state === "unknown") return found;
      const lang = found.request.language;
      if (found.state !== "open") return { state: found.state, lang };
      return { state: "open", lang, name: shownName(customerName(found.request)) };
    },

    /** A review sent through `token`, from the form's fields. */
    async send(token: string, form: Readonly<Record<string, string>>, now = new Date()): Promise<SentReview> {
      const found = requests.find(token, now);
      if (found.state === "unknown") return { status: "unknown" };
      const { request } = found;
      const lang = request.language;
      if (found.state !== "open") return { status: found.state, lang };
      const values = Object.fromEntries(REVIEW_FIELDS.map((f) => [f, (form[f] ?? "").slice(0, 5000)]));
      const checks = {
        rating: reviewRating.safeParse(Number(values.rating)),
        text: reviewText.safeParse(values.text),
        displayName: displayNameSchema.safeParse(values.displayName),
        city: reviewCity.safeParse(values.city),
      } as const;
      const errors = (Object.keys(checks) as ReviewField[]).filter((f) => !checks[f].success);
      if (errors.length > 0) return { status: "invalid", lang, errors, values };
      const consent = values.consent === "yes";
      const from =
        request.lead_id !== null ? { leadId: request.lead_id } : { bookingId: Number(request.booking_id) };
      const result = await reviews.receive(
        {
          rating: Number(values.rating),
          text: values.text,
          lang,
          displayName: values.displayName,
          city: values.city,
          consent,
          from,
        },
        { claim: (reviewId) => requests.spend(request.id, reviewId, now) },
      );
      if (result.ok) return { status: "ok", lang, consent, reviewId: result.id };
      if (result.errors.link) return { status: "spent", lang };
      const fields = Object.keys(result.errors).filter((f): f is ReviewField => f in checks);
      return { status: "invalid", lang, errors: fields.length > 0 ? fields : ["text"], values };
    },
  };
}

export type ReviewLinks = ReturnType<typeof reviewLinks>;
