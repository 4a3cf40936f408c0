/**
 * The office's Reviews screen's words (English: the office's language). The withholding reasons' titles
 * are the review policy page's own (app/content/review-policy.ts), so the office chooses among exactly
 * the reasons the public reads.
 */
import { countNoun } from "~/lib/rendering/count-noun";
import type { ReviewProblem } from "~/lib/reviews/review-store.server";
import { REDACTION_LIMITS, type ReviewState } from "~/lib/reviews/review-record";
import { reviewPolicy } from "../review-policy";

export const reviewsCopy = {
  /** The photo a customer sent with their review: the office's only, never published. */
  photo: {
    open: "The customer's photo (only the office sees it): open full size",
    preparing: "Photo being prepared…",
    failed: "The photo could not be prepared",
  },
  title: "Reviews",
  heading: "Customers' reviews",
  lead: "Every review given with consent is published after you check it, whatever its rating, or automatically 7 days after it came in. Withhold one only for a reason of the review policy; answer a fair complaint with a public reply.",
  policyLink: "Read the review policy",
  none: "No reviews yet.",
  figures: (count: number, average: string | null) =>
    average === null
      ? "No review has come through the site yet."
      : `${countNoun(count, "review")} received through the site, average ${average} out of 5 (shown on the testimonials pages).`,
  states: { received: "Waiting for you", published: "Published", withheld: "Withheld" } satisfies Record<
    ReviewState,
    string
  >,
  stars: (n: number) => `${n} of 5 stars`,
  /** A customer's signed letter (no stars, never counted): printed on the page, offered as a PDF. */
  letter: {
    label: (date: string, featured: boolean) =>
      `Signed letter of ${date} (no stars, not counted${featured ? "; the one the testimonials pages print" : ""})`,
    pdf: "Open its PDF",
    parts: {
      role: "Translated signature line (who they are)",
      salutation: "Translated salutation",
      closing: "Translated closing",
    },
  },
  languages: { en: "written in English", es: "written in Spanish" },
  seeded: "typed before the site took reviews (not counted)",
  noConsent: "No consent to publish: counted, never shown.",
  publishesAt: (when: string) => `Published automatically on ${when} unless you act first.`,
  received: (when: string) => `Received ${when}`,
  withheldFor: (reason: string) => `Withheld: ${reason}`,
  fromLead: (id: number) => `Quote request #${id}`,
  fromBooking: (id: number) => `Booking #${id}`,
  redactedNote: "Some words are hidden on the site ([…]).",
  publish: "Publish",
  restore: "Publish again",
  withhold: {
    label: "Reason to withhold",
    blank: "Choose a reason of the policy",
    submit: "Withhold",
  },
  reasons: Object.fromEntries(Object.entries(reviewPolicy.reasons).map(([k, r]) => [k, r.title])) as Record<
    keyof typeof reviewPolicy.reasons,
    string
  >,
  more: "Reply, translation, hidden words and history",
  /** A letter takes no reply. */
  moreLetter: "Translation, hidden words and history",
  reply: {
    label: "Public reply from the owner (shown under the review)",
    submit: "Save reply",
    remove: "Remove reply",
  },
  translation: {
    label: (lang: "en" | "es") =>
      `Translation into ${lang === "en" ? "English" : "Spanish"} (shown marked as translated)`,
    submit: "Save translation",
    remove: "Remove translation",
  },
  redact: {
    label: "Hide these words on the site (personal details; the customer's words are kept as written)",
    submit: "Hide",
    clear: "Show every word again",
    notFound: "Those words are not in the review.",
  },
  /** Deleting a review: only at its writer's request (the privacy page's promise), never to hide it. */
  erase: {
    title: "Delete this review",
    hint: "Only when the person who wrote it asks us to remove it. It leaves the site and the count, with its history and photo; the audit log keeps who deleted it and when. A review you disagree with gets a reply, and one that breaks the policy is withheld: neither is deleted.",
    confirm: "The person who wrote it asked us to delete it",
    submit: "Delete the review",
    needsConfirm: "Tick the box to confirm that its writer asked.",
    done: "Review deleted. The testimonials pages follow within seconds.",
  },
  history: {
    title: "History",
    by: {
      office: "the office",
      seed: "the repository",
      sweep: "the site, after 7 days",
      customer: "the customer",
    },
    entry: (when: string, who: string, what: string) => `${when}: ${what} (by ${who})`,
  },
  done: {
    publish: "Published. The testimonials pages show it now.",
    restore: "Published again.",
    withhold: "Withheld. The reason is in the audit log.",
    reply: "Reply saved.",
    translate: "Translation saved.",
    redact: "Hidden words saved.",
  },
};

/** Why an action was refused, in words. */
export const reviewProblemWords: Record<ReviewProblem, string> = {
  notFound: "That review no longer exists.",
  noConsent: "The customer did not agree to publication: this review cannot be published.",
  reasonRequired:
    "Choose one of the review policy's reasons to withhold a review. No other reason is allowed.",
  alreadyThat: "The review is already in that state.",
  invalid: "That text is empty or too long.",
  tooMuchHidden: `Hide only personal details: at most ${REDACTION_LIMITS.mark} characters at a time, and a quarter of the review in all (never half). A review that breaks the policy is withheld, with its reason.`,
  conflict: "Someone else changed this review meanwhile. Look again and retry.",
  renderError: "The public pages could not be produced, so nothing changed. Try again.",
};
