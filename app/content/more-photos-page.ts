/**
 * The words of the "send more photos" page (/more-photos/<token>): the private link the office sends a
 * customer to add photos of the problem to the request they already made. It speaks the customer's
 * language at one address (the link's), so it has no language switch. `{name}` marks a value filled in.
 * The photos' own words (what the field takes, what became of each) are request-photos.ts's. Its
 * Spanish twin is es/more-photos-page.ts.
 */
export const morePhotosPageCopy = {
  metaTitle: "Add photos to your request",
  metaDescription: "Send us photos of the problem for the request you made.",
  title: "Add photos to your request",
  intro:
    "Photos of the problem help us quote or plan the visit before anyone drives out. They are added to the request you sent us on {date}.",
  /** How many more photos the request takes. */
  room: "You can add {count} more {count, plural, =1 {photo} other {photos}}.",
  label: "Photos of the problem",
  submit: "Send my photos",
  errors: {
    none: "Choose at least one photo to send.",
    unreadable: "Your photos could not be read. Please choose them and send them again.",
  },
  /** The answer when photos were added (`bodySome`: only some of those sent), and when none was. */
  thanks: {
    title: "Thank you for your photos",
    body: "They are with your request now, and our office will look at them.",
    bodySome: "The photos marked received are with your request now, and our office will look at them.",
    more: "Add more photos",
  },
  thanksNone: {
    title: "Your photos were not added",
    body: "None of the photos you sent could be added to your request. The list below says why.",
  },
  full: {
    title: "Your request has all its photos",
    body: "A request takes up to {count} photos, and yours has them all. If you need to show us more, please reply to our e-mail or text us.",
  },
  expired: {
    title: "This link has expired",
    body: "Links to add photos stay open for {days} days. Please ask us for a new one, or reply to our e-mail with your photos.",
  },
  /** The e-mail that carries the link (plain text, in the customer's language). */
  mail: {
    subject: "Could you send us photos of the problem?",
    greeting: "Hello {name},",
    body: "Thank you for contacting {company}. A few photos of the problem would help us quote or plan the visit before anyone drives out. You can add them to your request from your phone, without an account.",
    link: "Your private link (open for {days} days):",
    signOff: "Thank you,\n{company}",
  },
};
