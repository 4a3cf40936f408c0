/**
 * The words of the review page (/review/<token>): the private link a customer is sent once the job is
 * done. It speaks the customer's language at one address (the link's), so it has no language switch.
 * `{name}` marks a value filled in. Its Spanish twin is es/review-page.ts.
 */
export const reviewPageCopy = {
  metaTitle: "Review our work",
  metaDescription: "Tell other home owners how your deck or waterproofing job went.",
  title: "How did the job go?",
  intro:
    "Your review helps the next home owner choose. With your consent we publish it after checking it against our review policy, whatever its stars.",
  policyLink: "Our review policy",
  rating: {
    legend: "Your rating",
    /** Each radio's label: the number of stars in words. */
    option: "{n} {n, plural, =1 {star} other {stars}}",
  },
  text: {
    label: "Your review",
    hint: "What needed fixing, and how did the job go? {min} to {max} characters.",
  },
  displayName: {
    label: "Your name as shown",
    hint: "Your first name and the initial of your last name, e.g. Ana P.",
  },
  city: { label: "Your city", hint: "Shown with your name." },
  /** The optional photo: for the office only (it is not published with the review). */
  photo: {
    label: "A photo of the job (optional)",
    hint: "One photo from your phone's camera or library: {types}, up to {mb} MB. Only our office sees it; it is not published with your review.",
  },
  consent: "You may publish my review, with my name as shown and my city, on this website.",
  submit: "Send my review",
  errors: {
    summary:
      "{count} {count, plural, =1 {answer needs} other {answers need}} a look before your review can be sent.",
    rating: "Choose from 1 to 5 stars.",
    text: "Write from {min} to {max} characters about the job.",
    displayName: "Write your first name and the initial of your last name, e.g. Ana P.",
    city: "Write your city (up to {max} characters).",
    unreadable: "Your review could not be read. Please send it again.",
    /** Beside the summary when a photo came with answers to fix: a page cannot keep a chosen file. */
    photoAgain: "Please choose your photo again too: the page cannot keep it while you fix your answers.",
  },
  thanks: {
    title: "Thank you for your review",
    published:
      "We check every review against our review policy; unless the policy rules it out, it is published within {days} days.",
    private: "Without your consent to publish, your review stays with us: we read every one.",
    google: "You are welcome to leave the same review on Google too:",
    googleLink: "Review us on Google",
  },
  /** The e-mail that carries the link (plain text, in the customer's language). */
  mail: {
    subject: "How did the job go? A minute for a review",
    greeting: "Hello {name},",
    body: "Thank you for choosing {company}. Would you tell other home owners how the job went? It takes a minute: choose from 1 to 5 stars and write a few words.",
    link: "Your private link (open for {days} days):",
    policy: "Every review is treated by the same policy, whatever its stars:",
    signOff: "Thank you,\n{company}",
  },
  spent: {
    title: "This link has been used",
    body: "We have your review: thank you. Each link takes one review.",
  },
  expired: {
    title: "This link has expired",
    body: "Review links stay open for {days} days. If you would still like to tell us how the job went, please call or write to us.",
  },
} as const;
