import type { Faq, PageMeta, Step } from "./types";
import { company, technicianCount, warranties, yearsInBusiness } from "./company";

export interface HomeContent {
  meta: PageMeta;
  hero: { title: string; tagline: string };
  about: { heading: string; summary: string; mission: string; vision: string };
  whyChooseUs: Step[];
  process: Step[];
  faqs: Faq[];
  /** Ids (services.ts) of the card grid in the lower part of the page. */
  lowerServices: string[];
}

export const home: HomeContent = {
  meta: {
    title: "Deck, balcony and planter waterproofing in LA",
    description:
      "Leak repair, waterproof coatings and floor leveling for Los Angeles homes, HOAs and property managers. Free inspections, upfront prices, written warranties.",
  },
  hero: {
    title: "Waterproofing that keeps Los Angeles decks dry",
    tagline:
      "Deck, balcony, planter and roof deck coatings, repaired and installed by our own crews. Start with a free inspection.",
  },
  about: {
    heading: "A waterproofing contractor LA has trusted for decades",
    summary: `Since ${company.foundedYear}, we have repaired and waterproofed decks, balconies, planters and floors across Los Angeles County. That is ${yearsInBusiness()} years of learning how water gets into buildings here, and how to keep it out for good.`,
    mission:
      "Our mission is to fix the real cause of every leak, explain the work in plain language, and leave each deck safer and better-looking than we found it.",
    vision:
      "We want to be the first call for home owners, HOA boards and property managers who need waterproofing done once and done right.",
  },
  whyChooseUs: [
    {
      title: "Free inspections, upfront estimates",
      body: "We inspect at no cost, show you what we found and give you an itemized price before any work is scheduled.",
    },
    {
      title: "Our own trained technicians",
      body: `More than ${technicianCount} technicians handle coatings, carpentry, sheet metal and stucco, so one team owns the whole repair.`,
    },
    {
      title: "Written warranties",
      body: `Coating systems carry a ${warranties.general.charAt(0).toLowerCase()}${warranties.general.slice(1)}.`,
    },
    {
      title: "Low-VOC, quality products",
      body: "We use professional-grade, low-VOC systems suited to occupied homes and buildings, chosen for each surface.",
    },
  ],
  process: [
    {
      title: "Inspect",
      body: "We examine the deck, balcony or planter and the spaces around and below it to find where water is getting in.",
    },
    {
      title: "Plan and quote",
      body: "You get a clear explanation of the problem, the system we recommend, the schedule and an itemized written estimate.",
    },
    {
      title: "Coat and test",
      body: "Our crew repairs and coats the surface, tests it with water and registers your written warranty.",
    },
  ],
  faqs: [
    {
      question: "What areas do you serve?",
      answer:
        "We work throughout Los Angeles County, including Los Angeles, Santa Monica, Beverly Hills, Malibu, Pasadena, the San Fernando Valley and Santa Clarita. We also take on projects in Orange County. Call us if you are unsure whether we cover your address.",
    },
    {
      question: "How do I know if my deck or balcony is leaking?",
      answer:
        "Stains or bubbling paint on the ceiling below, cracked or peeling coating, soft spots underfoot and water that ponds after rain are the common signs. If you notice any of them, a free inspection will pin down the cause before the damage spreads.",
    },
    {
      question: "How long does a typical project take?",
      answer:
        "Small decks are often done in 2 to 4 days, a full deck recoat takes about 4 to 7 working days, and most balconies take 3 to 5. Your estimate includes a schedule based on what we find.",
    },
    {
      question: "Do you work with HOAs and property managers?",
      answer:
        "Yes. We regularly work on condominiums and apartment buildings, including repairs that follow SB 721 and SB 326 balcony inspections. We coordinate with boards and managers and keep residents informed throughout.",
    },
  ],
  lowerServices: ["pool-deck-coatings", "stair-coatings", "balcony-waterproofing"],
};
