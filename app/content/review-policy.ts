import { AUTO_PUBLISH_DAYS, type WithholdReason } from "../lib/reviews/review-record.ts";
import type { PageMeta, Section } from "./types";

/**
 * The review policy (decision 034): how the site publishes customers' reviews and the only reasons one is
 * withheld. Every statement here must stay true of the review store (app/lib/reviews/): the reasons are
 * its `WITHHOLD_REASONS`, keyed here, and the office's choices read their titles from this page.
 */
export interface ReviewPolicyContent {
  meta: PageMeta;
  title: string;
  tagline: string;
  /** Before the reasons. */
  intro: Section[];
  reasonsHeading: string;
  reasonsIntro: string;
  /** Each reason the store knows: a short title (the office's choice) and what it means. */
  reasons: Readonly<Record<WithholdReason, { title: string; body: string }>>;
  /** After the reasons. */
  sections: Section[];
}

export const reviewPolicy: ReviewPolicyContent = {
  meta: {
    title: "Review policy",
    description:
      "How we publish the reviews our customers send through this website, whatever their rating, and the only reasons we ever hold one back.",
  },
  title: "Our review policy",
  tagline: "How we publish the reviews customers send us, and the only reasons we ever hold one back.",
  intro: [
    {
      heading: "Every review you let us publish is published",
      body: [
        "When a customer sends us a review through this website and agrees to its publication, we publish it on our testimonials page, whatever its rating.",
        `Our office reads each review. A review we have neither published nor withheld ${AUTO_PUBLISH_DAYS} days after we received it is published automatically.`,
        "A review is shown in the language it was written in. When our office adds a translation into English or Spanish, the translation is marked as translated.",
        "We delete a review only when the person who wrote it asks us to; it then leaves the count as well.",
      ],
    },
  ],
  reasonsHeading: "The only reasons we withhold a review",
  reasonsIntro: "We withhold a review only when one of these is true. We record which one, and who decided.",
  reasons: {
    private: {
      title: "Confidential information or another person's details",
      body: "It contains trade secrets or confidential business or financial information, or the personal information or picture of someone other than the reviewer. When hiding a few words is enough, we hide them instead and publish the rest, and the review says that personal details were hidden. A reviewer's own phone number or address is hidden the same way: it is never a reason to withhold the review.",
    },
    abusive: {
      title: "Defamatory, harassing, abusive, obscene or sexually explicit",
      body: "It is defamatory, harassing, abusive, obscene, vulgar or sexually explicit.",
    },
    discriminatory: {
      title: "Discriminatory",
      body: "It discriminates against people for their race, gender, sexuality, ethnicity or another characteristic that is part of who they are.",
    },
    false: {
      title: "Clearly false or misleading",
      body: "It is clearly false or misleading.",
    },
    unrelated: {
      title: "Wholly unrelated to our work",
      body: "It has nothing at all to do with the work, products or services we offer. A review that is partly about something else is published.",
    },
    fake: {
      title: "Reasonably believed to be fake",
      body: "We have good reason to believe it is fake, for example because it was not written by the customer we asked for a review.",
    },
  },
  sections: [
    {
      heading: "The same rules for every rating",
      body: [
        "These reasons apply to a five-star review exactly as they apply to a one-star review. We never withhold a review because it is critical or because of its rating. When we disagree with a review, we answer it in public: the owner's reply is shown under it.",
      ],
    },
    {
      heading: "Your words are never changed",
      body: [
        "We never edit a customer's words or stars. If a review contains personal details, such as a phone number or a neighbor's address, we hide those words, show […] in their place and say so under the review.",
      ],
    },
    {
      heading: "What our numbers count",
      body: [
        "Beside the reviews, our testimonials page shows how many reviews customers have sent us through this website and their average rating. It counts every review received, published, waiting for our check or withheld, except reviews withheld as fake, which were never a customer's review.",
        "The review cards we typed before this website took reviews are shown, but not counted.",
      ],
    },
    {
      heading: "Questions",
      body: [
        "If you believe a review was withheld wrongly, or you want your own review removed, call or e-mail our office: you will find how on our contact page.",
      ],
    },
  ],
};
