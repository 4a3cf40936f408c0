import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/min";

/** A phone number as the site stores and compares it: E.164, with its extension apart. */
export interface Phone {
  /** "+13105550199": the one form stored, compared and searched. */
  e164: string;
  /** "12" for "x12" / "ext. 12"; "" when there is none. */
  extension: string;
}

/** Numbers written without a country code are read as this country's (the contractor works in California). */
export const DEFAULT_PHONE_COUNTRY: CountryCode = "US";

/**
 * Reads a number as typed ("(310) 555-0199 x12", "+52 424 555 0199", "1 310 555 0199") with
 * libphonenumber-js; null when it is not a number that can exist (too short, trailing digits after a
 * separator such as "310-555-0199-1", letters).
 */
export function parsePhone(input: string, country: CountryCode = DEFAULT_PHONE_COUNTRY): Phone | null {
  const parsed = parsePhoneNumberFromString(input.trim(), country);
  if (!parsed?.isValid()) return null;
  return { e164: parsed.number, extension: parsed.ext ?? "" };
}

/**
 * How a stored number reads to a person: national for the default country ("(310) 555-0199"),
 * international otherwise ("+52 424 555 0199"), the extension after it ("(310) 555-0199 ext. 12").
 */
export function formatPhone({ e164, extension }: Phone): string {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) return extension ? `${e164} ext. ${extension}` : e164;
  if (extension) parsed.setExt(extension);
  return parsed.country === DEFAULT_PHONE_COUNTRY ? parsed.formatNational() : parsed.formatInternational();
}

/** A `tel:` address for a stored number ("tel:+13105550199;ext=12"). */
export const phoneHref = ({ e164, extension }: Phone): string =>
  `tel:${e164}${extension ? `;ext=${extension}` : ""}`;
