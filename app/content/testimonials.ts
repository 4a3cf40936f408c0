import type { PageMeta } from "./types";
import { company } from "./company";

export interface TestimonialReview {
  author: string;
  location: string;
  service: string;
  rating: 5;
  text: string;
}

export interface TestimonialsContent {
  meta: PageMeta;
  hero: { title: string; tagline: string };
  letter: {
    /** ISO date of the letter. */
    date: string;
    author: string;
    role: string;
    paragraphs: string[];
  };
  reviews: TestimonialReview[];
}

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
  letter: {
    date: "2013-07-17",
    author: "Eleanor M.",
    role: "Board president, condominium homeowners association",
    paragraphs: [
      `On behalf of our board, I want to thank ${company.shortName} for the balcony and deck work completed at our building earlier this year. Several owners had been living with ceiling stains for years, and other contractors had patched the same spots more than once without stopping the leaks.`,
      "Your team took the time to open up the worst balconies, show us the rotted framing and failed flashing, and explain what needed to change. The estimate was clear, and the final invoice matched it.",
      "Residents were kept informed throughout, the crews were courteous, and the site was cleaned up every evening. The work was finished before the last of the winter storms, and we came through them without a single new leak report.",
      "We would not hesitate to recommend your company to any association facing similar problems, and we look forward to working with you again.",
    ],
  },
  reviews: [
    {
      author: "Dana K.",
      location: "Pasadena",
      service: "Deck coating",
      rating: 5,
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
  ],
};
