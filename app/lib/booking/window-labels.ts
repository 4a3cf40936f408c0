/** Booking: how a window reads in each language, in Pacific Time ("Tuesday, March 16", "8 AM – 12 PM"). */
import { availability } from "~/content/booking/availability";
import { langInfo, type Lang } from "~/content/i18n";
import { zonedIso } from "./windows";

const timeZone = availability.timeZone;
const formats = new Map<string, Intl.DateTimeFormat>();
function format(lang: Lang, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lang}:${JSON.stringify(options)}`;
  let f = formats.get(key);
  if (!f) formats.set(key, (f = new Intl.DateTimeFormat(langInfo[lang].tag, { ...options, timeZone })));
  return f;
}

/**
 * A label as it reads at the start of a sentence or a line: Intl writes Spanish days and months in lower
 * case ("viernes, 4 de diciembre"), right inside a sentence, so a line that starts with one capitalises it.
 */
export const atLineStart = (s: string) => s.charAt(0).toLocaleUpperCase() + s.slice(1);

const dayFormats = {
  long: { weekday: "long", month: "long", day: "numeric" },
  short: { weekday: "short", month: "short", day: "numeric" },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/** "Tuesday, March 16" / "Martes, 16 de marzo": a day's heading; `short`, "Tue, Mar 16". */
export const dayLabel = (start: Date, lang: Lang, width: keyof typeof dayFormats = "long") =>
  atLineStart(format(lang, dayFormats[width]).format(start));

/** "8 AM – 12 PM" / "8 a.m. – 12 p.m.". */
export const timeRange = (w: { start: Date; end: Date }, lang: Lang) =>
  format(lang, { hour: "numeric", minute: "numeric" })
    .formatRange(w.start, w.end)
    .replace(/:00(?=\D)/g, "");

/** "Tuesday, March 16, 8 AM – 12 PM": a window in a list (the next open windows, the API's labels). */
export const shortWindowLabel = (w: { start: Date; end: Date }, lang: Lang) =>
  `${dayLabel(w.start, lang)}, ${timeRange(w, lang)}`;

/**
 * "Tue, Mar 16, 8 AM – 12 PM": a window among many in a drop-down list (the office's "Book this window"
 * and "Move to"), which shows its choice on one line of a phone's width.
 */
export const compactWindowLabel = (w: { start: Date; end: Date }, lang: Lang) =>
  `${dayLabel(w.start, lang, "short")}, ${timeRange(w, lang)}`;

/**
 * "Tuesday, March 16, 2027, 8 AM – 12 PM": a window in full (confirmations, e-mails), as it reads inside
 * a sentence (Spanish: "viernes, …"); at a line's start, through `atLineStart`.
 */
export const windowLabel = (w: { start: Date; end: Date }, lang: Lang) =>
  `${format(lang, { weekday: "long", month: "long", day: "numeric", year: "numeric" }).format(w.start)}, ${timeRange(w, lang)}`;

/** A window's times for programs (the API, webhooks): ISO 8601 with the Pacific offset, and in UTC. */
export const windowTimes = (w: { start: Date; end: Date }) => ({
  start: zonedIso(w.start, timeZone),
  end: zonedIso(w.end, timeZone),
  startUtc: w.start.toISOString(),
  endUtc: w.end.toISOString(),
});
