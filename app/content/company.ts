/**
 * The one source of the company's facts. Every page, the footer, structured data and e-mails read
 * from here. The details are fictional defaults; change them here and nowhere else.
 *
 * PLACEHOLDERS: the name, people, phone numbers, e-mail, licence number and address below are
 * invented. README's launch checklist lists each one the contractor must replace before going live.
 */
// With its extension: the command line (scripts/leads.ts) loads this module before its resolver is registered.
import { langInfo, type Lang } from "./i18n.ts";

/**
 * A North American number from its one stored form, E.164 ("+13105550142"), with how a person reads it
 * ("(310) 555-0142"), so the two cannot disagree. A plain slice, not libphonenumber-js: browser islands
 * import this module and must stay small (company.test.ts checks it against app/lib/forms/phone.ts).
 */
export const northAmericanPhone = (e164: `+1${string}`) =>
  ({ e164, display: `(${e164.slice(2, 5)}) ${e164.slice(5, 8)}-${e164.slice(8)}` }) as const;

export const company = {
  name: "Harborline Deck & Waterproofing",
  legalName: "Harborline Deck & Waterproofing, Inc.",
  shortName: "Harborline",
  tagline: "Deck, balcony and planter waterproofing across Los Angeles since 1986",
  foundedYear: 1986,
  president: "Ray Castellano",
  /**
   * California Contractors State License Board licence.
   * PLACEHOLDER: the CSLB has never issued licence number 000000; replace it with the real one.
   */
  licence: { board: "CSLB", number: "000000", classes: "C-33, C-39, B" },
  /** PLACEHOLDER: 555-01xx numbers are reserved for fiction; `npm run launch-check` lists them. */
  phone: northAmericanPhone("+13105550142"),
  sms: northAmericanPhone("+13105550143"),
  /**
   * Who answers in Spanish, and on which number: the Spanish pages' call and text links use it.
   * PLACEHOLDER: the name and the number are invented; replace them with the Spanish-speaking person's
   * (README's launch checklist). Same number for calls and texts.
   */
  spanishLine: {
    person: "Lucía Ortega",
    phone: northAmericanPhone("+13105550144"),
  },
  email: "office@harborline-waterproofing.example",
  siteUrl: "https://www.harborline-waterproofing.example",
  /**
   * PLACEHOLDER: there is no Harborline Court in Santa Monica, so this address names no real building.
   * Replace it with the office's real address (the map link and structured data follow).
   */
  address: {
    street: "555 Harborline Court, Suite 100",
    city: "Santa Monica",
    region: "CA",
    postalCode: "90405",
    country: "US",
  },
  /** Map position of the office (placeholder near the address above), for structured data. */
  geo: { latitude: 34.0195, longitude: -118.4612 },
  /** Opening hours; the header and the footer both render this list. */
  /** Time zone of the hours below; the emergency confirmation states call-back times in it. */
  timeZone: "America/Los_Angeles",
  hours: [
    { days: "Monday to Friday", short: "Mon–Fri", open: "08:00", close: "18:00" },
    { days: "Saturday", short: "Sat", open: "09:00", close: "17:00" },
    { days: "Sunday", short: "Sun", open: null, close: null },
  ],
  social: [
    { network: "Facebook", href: "https://www.facebook.com/" },
    { network: "Instagram", href: "https://www.instagram.com/" },
    { network: "Yelp", href: "https://www.yelp.com/" },
  ],
} as const;

export type Company = typeof company;

/** Whole years since the founding year, as of `now`. */
export function yearsInBusiness(now: Date = new Date()): number {
  return now.getFullYear() - company.foundedYear;
}

export function formatAddress(): string {
  const a = company.address;
  return `${a.street}, ${a.city}, ${a.region} ${a.postalCode}`;
}

/** "8 AM" / "8 a. m." for "08:00", in a language. */
export function formatClock(hhmm: string, lang: Lang): string {
  const [h, m] = hhmm.split(":").map(Number) as [number, number];
  return new Intl.DateTimeFormat(langInfo[lang].tag, {
    hour: "numeric",
    ...(m ? { minute: "2-digit" } : {}),
    timeZone: "UTC",
  }).format(Date.UTC(2000, 0, 1, h, m));
}

/**
 * The opening hours as lines, in a language: its names of the days (in `company.hours`' order) and how it
 * writes one day's line ("Mon–Fri 8 AM – 6 PM", "Dom: cerrado"; `times` is null on a closed day). The one
 * formatter of the hours; English is `hoursLines`.
 */
export const hoursLinesIn =
  (
    lang: Lang,
    days: readonly { days: string; short: string }[],
    line: (day: string, times: string | null) => string,
  ) =>
  (style: "short" | "long" = "short"): string[] =>
    company.hours.map((h, i) => {
      const day = days[i] ?? h;
      return line(
        style === "short" ? day.short : day.days,
        h.open && h.close ? `${formatClock(h.open, lang)} – ${formatClock(h.close, lang)}` : null,
      );
    });

/** Lines like "Mon–Fri 8 AM – 6 PM" / "Sun Closed". */
export const hoursLines = hoursLinesIn("en", company.hours, (day, times) => `${day} ${times ?? "Closed"}`);

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
/** Which `company.hours` entry covers a weekday (0 = Sunday). */
const hoursIndex = (weekday: number) => (weekday === 0 ? 2 : weekday === 6 ? 1 : 0);

/** Whether the office is open at `now`, in the office's time zone. */
export function isOfficeOpen(now: Date = new Date()): boolean {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: company.timeZone,
    weekday: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  const weekday = WEEKDAYS.indexOf(part("weekday") as (typeof WEEKDAYS)[number]);
  const entry = company.hours[hoursIndex(weekday)];
  if (!entry?.open || !entry.close) return false;
  const time = `${part("hour")}:${part("minute")}`;
  return time >= entry.open && time < entry.close;
}

/** The footer's copyright line (the legal name without its closing period, so "Inc." is not doubled). */
export function copyrightLine(year: number): string {
  return `© ${year} ${company.legalName.replace(/\.$/, "")}. All rights reserved.`;
}

/** The licence's name, as structured data names the identifier ("California CSLB licence"). */
export const licenceName = `California ${company.licence.board} licence`;

/** How structured data names the main line and the Spanish-speaking line (`contactType`). */
export const contactTypes = { main: "customer service", spanish: "customer service in Spanish" } as const;

export function licenceLine(): string {
  return `California ${company.licence.board} Lic. #${company.licence.number}`;
}

export function mapsSearchUrl(): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(formatAddress())}`;
}

export function mapsEmbedUrl(): string {
  return `https://www.google.com/maps?q=${encodeURIComponent(formatAddress())}&output=embed`;
}

/** Trained technicians on staff, at least: the stats strip shows "20+", the copy says "more than 20". */
export const technicianCount = 20;

/** Customers served, at least: the stats strip shows "1,200+", the about page "more than 1,200". */
export const customerCount = 1200;

/** The technicians' years of experience, added together, at least ("over 100 combined years"). */
export const combinedExperienceYears = 100;

/**
 * A figure as a number: `atLeast` when it is a floor ("1,200+"), `percent` when 1 means 100%, `outOf`
 * when it is a rating on a scale (each language says how: "4.85+" / "4.85 de 5").
 */
export interface Figure {
  value: number;
  atLeast?: boolean;
  percent?: boolean;
  outOf?: number;
}

/**
 * Figures shown in the stats strips, as numbers (copy.ts writes them in each language through
 * `formatFigure`). Years in business are derived, never typed; the average review rating is the site's
 * own, from the review store (decision 034), never typed here.
 */
export const stats = [
  { id: "projects", value: 1250, label: "Successful projects" },
  { id: "customers", value: customerCount, atLeast: true, label: "Satisfied customers" },
  { id: "technicians", value: technicianCount, atLeast: true, label: "Trained technicians" },
  { id: "quality", value: 1, percent: true, label: "Quality products" },
] as const satisfies readonly (Figure & { id: string; label: string })[];

/** Written warranties on materials and labour, by system. */
export const warranties = {
  general: "Written warranty of 5 to 15 years on materials and labor, depending on the coating system",
  deck: "5 to 15 years on materials and labor, depending on the coating system",
  balcony: "Up to 8 years on materials and labor",
  planter: "5 to 15 years on materials and labor",
  floorLeveling: "5 to 15 years on materials and labor",
} as const;

/**
 * How long the leads database keeps a form submission. The privacy page states it and
 * `npm run leads -- --delete-expired` deletes leads older than it.
 */
export const leadRetentionMonths = 24;

/** The moment before which a lead has been kept longer than `leadRetentionMonths`. */
export function leadRetentionCutoff(now: Date = new Date()): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - leadRetentionMonths);
  return cutoff;
}

/**
 * How long the webhook delivery log keeps a copy of what was sent to the contractor's own tools (so a
 * missed one can be sent again). The privacy page states it; `--delete-expired` deletes older copies.
 */
export const webhookLogDays = 30;

/**
 * How long the office's security log keeps a sign-in, a "sign out everywhere" or a refused passkey, with
 * the address it came from. The privacy page states it; each write and `--delete-expired` delete older ones.
 */
export const securityLogDays = 90;

/**
 * How many nightly backups of the website's data (`npm run backup`) are kept: with one a night, the days
 * a deleted request or booking still lasts in them. The privacy page states it; BACKUP_KEEP defaults to it.
 */
export const backupKeepDays = 14;

/** Links that call, text or e-mail the company. */
export const contactHrefs = {
  phone: `tel:${company.phone.e164}`,
  sms: `sms:${company.sms.e164}`,
  email: `mailto:${company.email}`,
} as const;
