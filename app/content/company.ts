/**
 * The one source of the company's facts. Every page, the footer, structured data and e-mails read
 * from here. The details are fictional defaults; change them here and nowhere else.
 */

export const company = {
  name: "Harborline Deck & Waterproofing",
  legalName: "Harborline Deck & Waterproofing, Inc.",
  shortName: "Harborline",
  tagline: "Deck, balcony and planter waterproofing across Los Angeles since 1986",
  foundedYear: 1986,
  president: "Ray Castellano",
  /** California Contractors State License Board licence. */
  licence: { board: "CSLB", number: "1049517", classes: "C-33, C-39, B" },
  phone: { display: "(310) 555-0142", e164: "+13105550142" },
  sms: { display: "(310) 555-0143", e164: "+13105550143" },
  email: "office@harborline-waterproofing.example",
  siteUrl: "https://www.harborline-waterproofing.example",
  address: {
    street: "2712 Ocean Park Blvd, Suite 204",
    city: "Santa Monica",
    region: "CA",
    postalCode: "90405",
    country: "US",
  },
  /** Map position of the office (placeholder near the address above), for structured data. */
  geo: { latitude: 34.0195, longitude: -118.4612 },
  /** Opening hours; the header and the footer both render this list. */
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

function formatTime(hhmm: string): string {
  const [h, m] = hhmm.split(":").map(Number) as [number, number];
  const suffix = h >= 12 ? "PM" : "AM";
  const hour = h % 12 === 0 ? 12 : h % 12;
  return m === 0 ? `${hour} ${suffix}` : `${hour}:${String(m).padStart(2, "0")} ${suffix}`;
}

/** Lines like "Mon–Fri 8 AM – 6 PM" / "Sun Closed". */
export function hoursLines(style: "short" | "long" = "short"): string[] {
  return company.hours.map((h) => {
    const label = style === "short" ? h.short : h.days;
    return h.open && h.close ? `${label} ${formatTime(h.open)} – ${formatTime(h.close)}` : `${label} Closed`;
  });
}

export function licenceLine(): string {
  return `California ${company.licence.board} Lic. #${company.licence.number}`;
}

export function mapsSearchUrl(): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(formatAddress())}`;
}

export function mapsEmbedUrl(): string {
  return `https://www.google.com/maps?q=${encodeURIComponent(formatAddress())}&output=embed`;
}

/** Figures shown in the stats strips. Years in business are derived, never typed. */
export const stats = [
  { id: "projects", value: "1.25k", label: "Successful projects" },
  { id: "customers", value: "1.24k", label: "Satisfied customers" },
  { id: "rating", value: "4.85+", label: "Average review rating" },
  { id: "technicians", value: "20+", label: "Trained technicians" },
  { id: "quality", value: "100%", label: "Quality products" },
] as const;

/** Written warranties on materials and labour, by system. */
export const warranties = {
  general: "Written warranty of 5 to 15 years on materials and labor, depending on the coating system",
  deck: "5 to 15 years on materials and labor, depending on the coating system",
  balcony: "Up to 8 years on materials and labor",
  planter: "5 to 15 years on materials and labor",
  floorLeveling: "5 to 15 years on materials and labor",
} as const;

/** Cities and regions served (the areas with their own page come first). */
export const serviceAreas = [
  "Los Angeles",
  "Pasadena",
  "Beverly Hills",
  "Malibu",
  "Santa Monica",
  "North Hollywood",
  "Sherman Oaks",
  "Burbank",
  "San Fernando Valley",
  "Santa Clarita",
  "Orange County",
] as const;

/** Links that call, text or e-mail the company. */
export const contactHrefs = {
  phone: `tel:${company.phone.e164}`,
  sms: `sms:${company.sms.e164}`,
  email: `mailto:${company.email}`,
} as const;
