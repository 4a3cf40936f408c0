import { langInfo, type Lang } from "~/content/i18n";

const formatters = new Map<Lang, Intl.DateTimeFormat>();

/**
 * "2025-07-15" → "July 15, 2025" / "15 de julio de 2025", through `Intl` in the page's language. Dates
 * here are calendar days, so they are formatted in UTC (no time zone shifts the day). Only server markup
 * formats dates, so no formatter is built during hydration.
 */
export function formatDate(isoDate: string, lang: Lang = "en"): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  // A day or month out of range (2025-02-30, 2025-13-01) would roll over: it is not a date.
  if (date.getUTCMonth() !== Number(match[2]) - 1 || date.getUTCDate() !== Number(match[3])) return isoDate;
  let format = formatters.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(langInfo[lang].tag, { dateStyle: "long", timeZone: "UTC" });
    formatters.set(lang, format);
  }
  return format.format(date);
}
