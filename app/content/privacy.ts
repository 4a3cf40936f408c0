import { backupKeepDays, company, leadRetentionMonths, securityLogDays, webhookLogDays } from "./company";
import type { PageMeta, Section } from "./types";
import { PHOTO_LINK_DAYS } from "../lib/media/limits";
import { PHOTO_LINK_OPEN_DAYS } from "../lib/photo-requests/photo-request-paths";

/**
 * The privacy policy (California Online Privacy Protection Act). Every statement here must stay true
 * of the code: the forms' fields (lead-forms.ts), the retention period (company.ts), no cookies.
 */
export interface PrivacyContent {
  meta: PageMeta;
  title: string;
  tagline: string;
  /** ISO date the policy takes effect; change it when the policy changes. */
  effective: string;
  /** Shown before the effective date. */
  effectiveLabel: string;
  sections: Section[];
}

export const privacy: PrivacyContent = {
  meta: {
    title: "Privacy policy",
    description:
      "What our quote, call-back and booking forms collect, why, who sees it, how long we keep it and how to get a copy or have it deleted. No tracking cookies.",
  },
  title: "Privacy policy",
  tagline:
    "What we collect when you ask us for a quote or a call back or book an inspection, and what we do with it.",
  effective: "2026-11-28",
  effectiveLabel: "Effective",
  sections: [
    {
      heading: "What we collect",
      body: [
        "Our quote form asks for your name and a phone number or e-mail address, and lets you add the service you need, the best time to call you and a message. The urgent call-back form asks for your name, e-mail address and phone number.",
        "When you book an inspection online we store the arrival window you chose, your name, your phone number, the property's street address and ZIP code and, if you give them, your e-mail address, the surface to look at and your note for the inspector. The address is how the inspector finds the property: we show it only on your booking's private page, whose link only you receive.",
        `You may add up to five photos to a quote request or a booking. We keep each one only as a copy we make ourselves, at most 2,560 pixels wide, with everything else the file carried removed: the place it was taken (a phone's GPS records your home's location), the camera and the time. They are stored apart from the website's public files and never published. Only the office staff signed in to the website's office can see them, and the work tools the website passes your request on to, through a private link to each photo that works for ${PHOTO_LINK_DAYS} days. They are kept and deleted with the request or booking they came with. If we ask you for more photos of the problem, we send you a private link to add them to your request: it works for ${PHOTO_LINK_OPEN_DAYS} days, and we keep only a fingerprint of it, from which it cannot be rebuilt, until it expires or we send you a new one.`,
        "With each request we also store the page you sent it from and its language (so someone who speaks it calls you back), the time, your IP address and your browser's name (its user agent). We use these to spot automated spam and to stop a single address from sending a flood of requests. To limit how many inspections one address can book in a day, we also note the address (or, for an IPv6 address, its network) and the time of each booking request, and delete that note after a day.",
        "Browsing the site without sending a form stores nothing about you beyond the ordinary web server log of requests.",
      ],
    },
    {
      heading: "Why we collect it",
      body: [
        "Only to answer your request: to call, text or e-mail you about an inspection or an estimate, and to keep a record of what you asked for. We do not use your details for advertising and we never sell or rent them.",
      ],
    },
    {
      heading: "Who receives it",
      body: [
        `Your request is stored on our web server and sent by e-mail to the ${company.name} office staff who arrange inspections. The companies that host our website and deliver our e-mail process it on our behalf only. We share it with no one else unless the law requires us to.`,
        "Our website may also forward your request automatically to the business tools our office uses to schedule and follow up on work, such as our scheduling software and customer records, or as a text message to the person on call. Those tools process it on our behalf only.",
        "On our website itself, only the people our owners have given an account in the website's office can see requests and bookings: the owners, and the office staff who call you back and schedule inspections. Each signs in with a passkey (the screen lock of their phone or computer), and every change they make is recorded with who made it and when, without copying your details.",
      ],
    },
    {
      heading: "How long we keep it",
      body: [
        `We keep each request for ${leadRetentionMonths} months after you send it, so that we can look up earlier work at your property, and then delete it from our website's database. We keep a booking for ${leadRetentionMonths} months after its inspection window, then delete it with the messages we sent about it. A copy of what the website forwards to our business tools stays in its delivery log for ${webhookLogDays} days, so that it can be sent again if a tool missed it, and is then deleted. Photos you sent with a request or a booking are deleted with it (at the end of that time, within a day; at once when you ask us to delete your data). The office's record of changes (who updated a request or a booking, and when) holds no personal details and is deleted after the same ${leadRetentionMonths} months. The website's data is also copied to a backup every night, so that it can be recovered after a fault; each backup is deleted after ${backupKeepDays} days, so anything we delete is gone from every backup ${backupKeepDays} days later. If you become a customer, your estimate, contract and warranty records are kept as long as the warranty and the law require.`,
        `To keep the office safe, the website also keeps a security log, apart from the record of changes: each sign-in to the office, each time someone in the office signs out on every device at once, and each refused sign-in attempt, with the time, the identifier of the passkey used and the IP address it came from. It holds nothing from your requests or bookings, only our owners can read it, and each entry is deleted after ${securityLogDays} days.`,
      ],
    },
    {
      heading: "Reviews",
      body: [
        "If you send us a review through this website, we store your star rating, your words in the language you wrote them in, the name you choose to show (your first name and the initial of your last name), your city, whether you agreed to its publication, the photo you add if any, and which request or booking it is about. With your agreement, we publish it on our testimonials page as our review policy describes (the photo is never published); without it, we only count it in our average. Our office staff can read every review. We never edit your words, but we may hide personal details in them, and the review then says so. We keep a review while it is on our website; to have yours removed, call or e-mail our office. Once a job is done, we may e-mail you a private link to review it, at most twice; the link works for 30 days, and we keep only a fingerprint of it, from which it cannot be rebuilt.",
      ],
    },
    {
      heading: "Cookies and tracking",
      body: [
        "This site sets no cookies for its visitors and uses no analytics, advertising or tracking scripts. Only our own office staff get one cookie, when they sign in to the website's office: it keeps them signed in and is never used to track anyone. Because nothing tracks you, the site treats every visit the same whether or not your browser sends a Do Not Track signal.",
        "The office map is not loaded until you choose to show it; when you do, the map service receives your request like any website you visit.",
      ],
    },
    {
      heading: "Your choices: a copy, a correction or deletion",
      body: [
        `To see what we hold about you, to correct it or to have it deleted, e-mail ${company.email} or call ${company.phone.display} during business hours. We answer within 30 days and may ask you to confirm a detail of your request so that we only release or delete your own information.`,
      ],
    },
    {
      heading: "Changes to this policy",
      body: ["When we change this policy we publish the new version on this page with its effective date."],
    },
  ],
};
