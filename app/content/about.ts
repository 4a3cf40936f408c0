import type { PageMeta } from "./types";
import { citiesServed } from "./areas";
import { combinedExperienceYears, company, customerCount, technicianCount, yearsInBusiness } from "./company";
import { langInfo } from "./i18n";

export interface AboutContent {
  meta: PageMeta;
  hero: { title: string; tagline: string };
  story: string[];
  /** Every city served, derived from the area records (areas.ts). */
  citiesServed: readonly string[];
  whatWeDo: { heading: string; body: string[]; products: string[] };
  leadership: { heading: string; body: string[] };
}

export const about: AboutContent = {
  meta: {
    title: "About our waterproofing and deck coating team",
    description:
      "Meet the Los Angeles waterproofing team behind decades of deck, balcony and planter repairs: how we started, the systems we use and the people who lead us.",
  },
  hero: {
    title: "About us",
    tagline: `Keeping Los Angeles decks, balconies and planters dry since ${company.foundedYear}.`,
  },
  story: [
    `${company.name} opened in ${company.foundedYear} with a small crew, a truck and a simple idea: find out why a deck is leaking before covering it with fresh coating. That habit of looking underneath is still how every job starts, ${yearsInBusiness()} years later.`,
    "Over time the work grew from single-family decks to balconies, planters, roof decks, pool decks and below-grade waterproofing, and from private homes to condominiums, apartment buildings and commercial properties. We added carpenters, sheet-metal workers and stucco specialists so that one team could handle the whole repair.",
    `Today more than ${technicianCount} trained technicians, with over ${combinedExperienceYears} combined years of experience between them, work from our base in ${company.address.city} across Los Angeles County. Many of the more than ${new Intl.NumberFormat(langInfo.en.tag).format(customerCount)} customers we have served call us back when the next deck, or the next building, needs attention.`,
    "What has not changed is how we treat people. We explain what we found in plain terms, give a written price before we start, and stand behind the work with a written warranty.",
  ],
  citiesServed,
  whatWeDo: {
    heading: "Deck coating and waterproofing, done from the substrate up",
    body: [
      "We waterproof and coat decks, balconies, planters, roof decks, stairs and pool decks, and we handle between-slab and below-grade waterproofing and concrete floor leveling. Each project starts with an inspection, because the right system depends on what is underneath and how the surface is used.",
      "We work with established families of professional waterproofing products and choose among them for each surface, its exposure and the traffic it takes. Wherever we can, we use low-VOC formulations suited to occupied homes and buildings.",
    ],
    products: [
      "Polyurethane waterproofing membranes and topcoats",
      "Liquid rubber elastomeric membranes",
      "Cementitious overlays and knockdown textures",
      "Self-leveling cement underlayments",
      "Epoxy primers and floor coatings",
      "Polyurethane and silicone joint sealants",
      "Galvanized sheet-metal flashing and metal lath",
      "Root barriers and drainage mats",
    ],
  },
  leadership: {
    heading: "Leadership",
    body: [
      `${company.president}, our president, leads a company that still runs the way it did at the start: on site, hands-on and accountable for every job. Our president still reviews estimates, visits projects and makes sure each crew leaves a site the way it would want its own home left.`,
      `Under ${company.president}, the company has grown its crews and its range of services while keeping the same promise to customers: a clear explanation, a fair written price and waterproofing that lasts.`,
    ],
  },
};
