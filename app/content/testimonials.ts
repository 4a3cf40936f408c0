import type { ImageKey, PageMeta } from "./types";
import { company } from "./company";

/**
 * One of the review cards typed before the site took reviews: the repository's records the review store
 * is seeded from (app/lib/reviews/), as the gallery's projects seed the content store. The pages show the
 * store's reviews, never these directly. Written in English; the Spanish pages show the translations in
 * es/testimonials.ts, marked as translated.
 */
export interface SeededReview {
  /** First name and last initial, as the store names every reviewer. */
  author: string;
  location: string;
  service: string;
  /** 1 to 5 stars. */
  rating: number;
  text: string;
  /** Quoted in the shared block of the services overview. */
  featured?: boolean;
}

/**
 * One of the customers' signed letters typed before the site took reviews: seeded into the review store as
 * a letter (app/lib/reviews/), which the page prints (the featured one) and offers as a PDF
 * (/<name>_testimonial.pdf) while it is published. Written in English; es/testimonials.ts holds the
 * Spanish, shown marked as translated.
 */
export interface TestimonialLetter {
  /** ISO date of the letter. */
  date: string;
  author: string;
  role: string;
  /** Where the work was done (shown under the signature). */
  place: string;
  salutation: string;
  paragraphs: string[];
  closing: string;
  /** The letter the page prints (the others are offered as PDF files only). */
  featured?: boolean;
}

export interface TestimonialPhoto {
  image: ImageKey;
  caption: string;
}

export interface TestimonialsContent {
  meta: PageMeta;
  hero: { title: string; tagline: string };
  photos: TestimonialPhoto[];
}

const associationLetter: TestimonialLetter = {
  date: "2013-07-17",
  author: "Eleanor M.",
  role: "Board president, condominium homeowners association",
  place: "Santa Monica",
  salutation: `Dear ${company.president} and the ${company.shortName} team,`,
  paragraphs: [
    `On behalf of our board, I want to thank ${company.shortName} for the balcony and deck work completed at our building earlier this year. Several owners had been living with ceiling stains for years, and other contractors had patched the same spots more than once without stopping the leaks.`,
    "Your team took the time to open up the worst balconies, show us the rotted framing and failed flashing, and explain what needed to change. The estimate was clear, and the final invoice matched it.",
    "Residents were kept informed throughout, the crews were courteous, and the site was cleaned up every evening. The work was finished before the last of the winter storms, and we came through them without a single new leak report.",
    "We would not hesitate to recommend your company to any association facing similar problems, and we look forward to working with you again.",
  ],
  closing: "With our thanks,",
  featured: true,
};

const managerLetter: TestimonialLetter = {
  date: "2019-04-02",
  author: "Robert A.",
  role: "Property manager, 24-unit apartment building",
  place: "Sherman Oaks",
  salutation: `Dear ${company.president},`,
  paragraphs: [
    "I manage a 24-unit building whose podium planters had been leaking into the parking garage for as long as anyone could remember. Water stained the ceilings, dripped onto tenants' cars and rusted the light fixtures.",
    "Your crew emptied the planters, saved the trees we wanted to keep, and found that the original membrane had split along the walls and the drains had no collars at all. You rebuilt both, flood tested each planter before it was refilled, and sent me photographs of every stage for the owners.",
    "The schedule you gave us at the start held to the day, and tenants were told in writing what would happen and when. Through this past winter's storms the garage has stayed dry for the first time in years.",
    "I am glad to recommend your company to other owners and managers, and you are welcome to share this letter.",
  ],
  closing: "Sincerely,",
};

export const testimonials: TestimonialsContent = {
  meta: {
    title: "Customer reviews and testimonials",
    description:
      "Read what home owners, HOA boards and property managers across Los Angeles say about our deck, balcony, planter and pool deck waterproofing work.",
  },
  hero: {
    title: "What our customers say",
    tagline: "Home owners, HOA boards and property managers on working with our crews.",
  },
  photos: [
    {
      image: "testimonial-condo-balconies",
      caption:
        "The association's balconies after the repair: rebuilt framing and flashing under a new coating system.",
    },
    {
      image: "testimonial-pasadena-deck",
      caption: "Dana K.'s Pasadena deck, recoated after we replaced the door flashing and the soft plywood.",
    },
  ],
};

/** The letters the review store is seeded from, in the order they are offered (the featured one first). */
export const seededLetters: readonly TestimonialLetter[] = [associationLetter, managerLetter];

/** The review cards the review store is seeded from (see `SeededReview`), in the order they are shown. */
export const seededReviews: readonly SeededReview[] = [
  {
    author: "Dana K.",
    location: "Pasadena",
    service: "Deck coating",
    rating: 5,
    featured: true,
    text: "Our Craftsman's upstairs deck had been leaking into the dining room every time it rained. They found the bad flashing at the door, replaced the soft plywood and recoated the whole deck. The color matches the house perfectly, and it has stayed dry since.",
  },
  {
    author: "Marcus T.",
    location: "Malibu",
    service: "Balcony waterproofing",
    rating: 5,
    text: "Salt air had rusted the railing posts and the coating was cracking around them. The crew replaced the metal, sealed everything properly and explained how to look after the balcony living this close to the water. Very professional from start to finish.",
  },
  {
    author: "Priya S.",
    location: "Beverly Hills",
    service: "Pool deck coating",
    rating: 5,
    text: "The pool deck was stained and cracked, and we were dreading a full demolition. They resurfaced it instead, protected the pool and the garden the whole time, and the new surface is much less slippery. It looks brand new.",
  },
  {
    author: "Greg L.",
    location: "Santa Monica",
    service: "Planter waterproofing",
    rating: 5,
    featured: true,
    text: "Water from our front planters kept staining the garage wall. They emptied the planters, saved our plants, put in a new membrane and proper drains, and replanted everything. The stains have not come back.",
  },
  {
    author: "Lorena V.",
    location: "Sherman Oaks",
    service: "Concrete floor leveling",
    rating: 5,
    text: "Our flooring installer said the slab was too uneven for the tile we picked. This team tested for moisture, ground down the high spots and leveled the whole floor. The tile went in flat, and the installer was impressed.",
  },
  {
    author: "Howard B.",
    location: "Los Angeles",
    service: "Roof deck waterproofing",
    rating: 5,
    text: "As the property manager for a small condo building, I needed a contractor who would communicate with residents and stick to a schedule. They did both, and the roof deck passed its water test on the first try.",
  },
];
