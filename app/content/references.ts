/** Contractor references: fictional companies and contacts; phone numbers use the 555-01xx range. */
export interface Reference {
  id: number;
  company: string;
  contact: string;
  phone: string;
  jobName: string;
  location: string;
}

export const references: readonly Reference[] = [
  {
    id: 1,
    company: "Arroyo Ridge Builders",
    contact: "Marisol Vega",
    phone: "(626) 555-0110",
    jobName: "Hillside residence decks",
    location: "Pasadena",
  },
  {
    id: 2,
    company: "Bayview Property Management",
    contact: "Trent Okafor",
    phone: "(310) 555-0111",
    jobName: "Ocean Crest HOA balconies",
    location: "Santa Monica",
  },
  {
    id: 3,
    company: "Canyon Oak Construction",
    contact: "Lena Whitfield",
    phone: "(818) 555-0112",
    jobName: "Custom home roof deck",
    location: "Sherman Oaks",
  },
  {
    id: 4,
    company: "Driftwood Development Group",
    contact: "Samir Haddad",
    phone: "(310) 555-0113",
    jobName: "Beachfront duplex decks",
    location: "Malibu",
  },
  {
    id: 5,
    company: "Evergreen Terrace HOA",
    contact: "Priya Raman",
    phone: "(818) 555-0114",
    jobName: "Community pool deck recoat",
    location: "Burbank",
  },
  {
    id: 6,
    company: "Foothill Apartment Partners",
    contact: "Grant Delacroix",
    phone: "(661) 555-0115",
    jobName: "SB 721 balcony repairs",
    location: "Santa Clarita",
  },
  {
    id: 7,
    company: "Golden Mesa General Contractors",
    contact: "Hannah Brooks",
    phone: "(213) 555-0116",
    jobName: "Mixed-use podium deck",
    location: "Los Angeles",
  },
  {
    id: 8,
    company: "Harbor Point Residential",
    contact: "Julian Park",
    phone: "(562) 555-0117",
    jobName: "Townhome stair coatings",
    location: "Long Beach",
  },
  {
    id: 9,
    company: "Ivy Lane Homes",
    contact: "Keiko Tanaka",
    phone: "(310) 555-0118",
    jobName: "Planter box waterproofing",
    location: "Beverly Hills",
  },
  {
    id: 10,
    company: "Juniper Coast Realty",
    contact: "Omar Castillo",
    phone: "(949) 555-0119",
    jobName: "Condo balcony resurfacing",
    location: "Newport Beach",
  },
  {
    id: 11,
    company: "Kestrel Remodeling",
    contact: "Nadia Petrov",
    phone: "(818) 555-0120",
    jobName: "Garage floor leveling",
    location: "North Hollywood",
  },
  {
    id: 12,
    company: "Lakeshore Commons Association",
    contact: "Victor Mendes",
    phone: "(310) 555-0121",
    jobName: "Courtyard deck drains",
    location: "Marina del Rey",
  },
];

/**
 * The URL parameter of the reference sheet's search (`?q=…`): the page reads only this one, so only it
 * makes the server render the page on demand (the route's `queryParams`).
 */
export const REFERENCE_SEARCH_PARAM = "q";

/**
 * Text as the search compares it: without accents or other marks ("Mónica" → "monica", "ñ" → "n"),
 * lower case, runs of spaces as one.
 */
export const searchable = (text: string): string =>
  text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();

/**
 * Substring search over company, contact, job name and location, in the words the page shows (its
 * language's job names and place names), ignoring case and accents: "santa monica" finds "Santa Mónica",
 * "Malibú" finds "Malibu".
 */
export function filterReferences(list: readonly Reference[], query: string): Reference[] {
  const q = searchable(query);
  if (!q) return [...list];
  return list.filter((r) =>
    [r.company, r.contact, r.jobName, r.location].some((f) => searchable(f).includes(q)),
  );
}
