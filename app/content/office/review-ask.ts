/** The office's words for asking a customer for a review (the lead's and the booking's page). */
export const reviewAskCopy = {
  title: "Ask for a review",
  hint: "Every customer of a done job may be asked twice at most. The site also asks by e-mail on its own a few days after the job is marked done, so the reviews are not only the ones we chose to ask for.",
  notDone: "Mark the job done first: reviews are asked for finished jobs only.",
  asked: (n: number, max: number) => `Asked ${n} of ${max} times.`,
  channels: { email: "E-mailed", link: "Link copied", auto: "E-mailed by the site" },
  states: { open: "open", spent: "reviewed", expired: "expired" },
  email: "E-mail a review link",
  link: "Get a link for a text message",
  emailed: "The review link is on its way, in the customer's language.",
  linkLabel: "Review link (it is shown only now: copy it into your text message)",
  copy: "Copy",
  copied: "Copied",
  errors: {
    "not-done": "Mark the job done first.",
    "no-email": "This customer gave no e-mail: get a link for a text message instead.",
    "asked-enough": "This customer has been asked twice already.",
    unknown: "This request is gone.",
  },
} as const;
