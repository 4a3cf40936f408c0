import { company } from "~/content/company";

/** Office dates and times, in the contractor's zone (company.ts), short and unambiguous. */
const options: Intl.DateTimeFormatOptions = {
  timeZone: company.timeZone,
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
};
const FORMAT = new Intl.DateTimeFormat("en-US", options);
const WITH_ZONE = new Intl.DateTimeFormat("en-US", { ...options, timeZoneName: "short" });

export const officeDateTime = (value: string | number | Date): string => FORMAT.format(new Date(value));

/** The same, naming the zone ("Mar 16, 2027, 10:30 AM PDT"): for text read away from the office's pages (e-mails). */
export const officeDateTimeWithZone = (value: string | number | Date): string =>
  WITH_ZONE.format(new Date(value));

const DATE = new Intl.DateTimeFormat("en-US", {
  timeZone: company.timeZone,
  month: "short",
  day: "numeric",
  year: "numeric",
});

const SCHEDULE = new Intl.DateTimeFormat("en-US", {
  timeZone: company.timeZone,
  weekday: "long",
  month: "long",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** A scheduled publish, spelled out for the editor ("Monday, November 2, 2026 at 8:30 AM"), in the contractor's zone. */
export const officeScheduleTime = (value: string | number | Date): string => SCHEDULE.format(new Date(value));

/** An office date without its time ("Dec 28, 2026"), in the contractor's zone. */
export const officeDate = (value: string | number | Date): string => DATE.format(new Date(value));
