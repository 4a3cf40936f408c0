/** The office's words for asking a lead's customer for more photos (the lead's page). */
export const photoAskCopy = {
  title: "Ask for more photos",
  hint: "Send the customer a private link to add photos of the problem to this request from their phone, without an account, in their language. It stays open for {days} days and takes photos until the request has {max}. A new link replaces the last one.",
  email: "E-mail a photo link",
  link: "Get a link for a text message",
  emailed: "The photo link is on its way, in the customer's language.",
  linkLabel: "Photo link (it is shown only now: copy it into your text message)",
  copy: "Copy",
  copied: "Copied",
  /** The live link: when it was sent, how, and until when it works. */
  live: "A link was {how} on {sent}; it works until {until}.",
  channels: { email: "e-mailed", link: "copied for a text message" },
  none: "No photo link is open.",
  errors: {
    "no-email": "This customer gave no e-mail: get a link for a text message instead.",
    unknown: "This request is gone.",
  },
} as const;
