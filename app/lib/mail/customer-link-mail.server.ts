import { company } from "~/content/company";
import type { Lang } from "~/content/i18n";
import { fill } from "~/content/widget-copy";
import { visitorFrom } from "../booking/booking-mail.server";
import type { MailSettings } from "./mail-settings";
import type { QueuedMail } from "./messages-db.server";

/** The words of an e-mail carrying a customer's private link ({name}, {company}, {days} filled in). */
export interface CustomerLinkWords {
  subject: string;
  greeting: string;
  body: string;
  link: string;
  signOff: string;
}

/**
 * An e-mail carrying a private link to a customer (a review link, a "send more photos" link), in their
 * language, from the sender the booking e-mails use: greeting by first name, the words, the link and how
 * long it works, any further lines (e.g. the review policy's address), the sign-off.
 */
export function customerLinkMail(
  {
    id,
    lang,
    name,
    email,
    words: w,
    path,
    days,
    more = [],
  }: {
    /** The message id's unique part ("review-request-12"). */
    id: string;
    lang: Lang;
    name: string;
    email: string;
    words: CustomerLinkWords;
    /** The link's path on the site. */
    path: string;
    days: number;
    /** Lines after the link, a paragraph each. */
    more?: readonly string[];
  },
  s: Pick<MailSettings, "from" | "origin" | "host">,
): QueuedMail {
  const first = name.trim().split(/\s+/)[0] ?? "";
  return {
    messageId: `<${id}@${s.host}>`,
    to: email,
    from: visitorFrom({ language: lang }, s),
    subject: w.subject,
    text: [
      fill(w.greeting, { name: first }),
      "",
      fill(w.body, { company: company.name }),
      "",
      fill(w.link, { days }),
      `${s.origin}${path}`,
      ...more.flatMap((line) => ["", line]),
      "",
      fill(w.signOff, { company: company.name }),
    ].join("\n"),
  };
}
