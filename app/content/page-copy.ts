/**
 * Section headings and short calls to action of the page templates. The records (home.ts, areas.ts,
 * services.ts…) hold each page's own copy; this module holds the words the templates put around it.
 *
 * The words a widget uses in the browser are in widget-copy.ts and reach it in loader data (decision 014).
 */
import { countWord } from "./number-words";

/** The services carousel's slide names (server markup; its controls' words: widget-copy.ts). */
export const carouselCopy = {
  /** Each slide's name for screen readers. */
  slide: (n: number, count: number) => `${n} of ${count}`,
} as const;

/** The urgent call-back band around the emergency form (home page). */
export const emergencyCopy = {
  label: "Urgent call-back",
  eyebrow: "Emergency leak?",
  title: "Water coming through the ceiling?",
  body: "Call or text now, or leave your number and we call you back.",
} as const;

export const pageCopy = {
  home: {
    heroEyebrow: "Free inspections · Upfront estimates",
    about: { eyebrow: "About us", more: "Read more about us" },
    services: {
      eyebrow: "What we do",
      title: "Waterproofing services",
      intro: "Coatings, membranes and repairs for every surface that keeps water out of your home.",
      all: "Explore all services",
    },
    carousel: carouselCopy,
    why: { eyebrow: "Why choose us", title: "One accountable crew, start to finish" },
    process: { eyebrow: "How it works", title: "Three steps to a dry deck" },
    blog: { eyebrow: "From the blog", title: "Advice from our crews" },
    lowerServices: { eyebrow: "Also on the list", title: "Pool decks, stairs and balconies" },
    askQuestions: "Ask questions",
  },
  /** The three gallery projects on Home and /service. */
  projects: {
    eyebrow: "Recent projects",
    title: "See the work in our gallery",
    all: "View the whole gallery",
  },
  about: {
    story: { eyebrow: "Our story", title: "Built one dry deck at a time", action: "Learn more: talk to us" },
    cities: { eyebrow: "Where we work", title: "Cities we serve" },
    cta: "Call now for a free inspection",
    whatWeDo: { eyebrow: "What we do", products: "Technological products we install" },
    leadership: { eyebrow: "Leadership", action: "Speak with our team" },
  },
  serviceOverview: {
    quotes: { eyebrow: "Customer reviews", title: "In our customers' words", all: "Read all testimonials" },
    articles: { eyebrow: "From the blog", title: "Guides from our crews", all: "Visit our blog" },
    heroEyebrow: "Our services",
    action: "Book a free inspection",
    /** The services list's heading; `count` is how many services there are. */
    list: { eyebrow: "What we do", title: (count: number) => `${countWord(count, "en", true)} specialties` },
  },
  servicePage: {
    heroEyebrow: "Service",
    action: "Call us now for a free estimate",
    warranty: "Warranty",
    duration: "How long it takes",
    asideAction: "Ask for a free inspection",
    process: { eyebrow: "Our process", title: "How the work is done" },
    problems: { eyebrow: "Problems we solve", title: "What we fix" },
  },
  areaPage: {
    action: "Call now for free estimate",
    heroEyebrow: (city: string) => `${city} waterproofing`,
    conditions: (city: string) => `Why ${city} decks need special care`,
    services: { eyebrow: "Services", title: (city: string) => `Our services in ${city}` },
    process: { eyebrow: "Our process", title: "Four steps to a watertight deck" },
    why: { eyebrow: "Why us", title: (city: string) => `Why ${city} chooses our crews` },
    neighborhoods: {
      eyebrow: "Service area",
      title: (city: string) => `Neighborhoods we serve in and around ${city}`,
    },
    contact: (city: string) => `Free deck inspections in ${city}`,
  },
  blog: { count: (n: number) => `${n} articles, newest first.` },
  article: { cta: "Have a question about your deck?", related: "Keep reading" },
  testimonials: {
    heroEyebrow: "Testimonials",
    letter: "A letter from one of our customers",
    reviews: { eyebrow: "Reviews", title: "Reviews from our customers" },
    cta: { title: "Join our satisfied customers", action: "Get free quote", call: "Call us now" },
    letters: {
      eyebrow: "Letters",
      title: "Read the letters in full",
      intro: "Our customers' letters, as PDF files you can download, print or share.",
      link: (author: string) => `Letter from ${author}`,
    },
    photos: { eyebrow: "Photos", title: "The work they wrote about" },
  },
  /** Words of the shared sections. */
  sections: {
    header: {
      menu: "Menu",
      quote: "Get a quote",
      opensMaps: "(opens Google Maps in a new tab)",
      /** The first link of a phone-menu group, to the group's own page. */
      allOf: (group: string) => `All ${group.toLowerCase()}`,
    },
    map: { show: "Show interactive map", hide: "Hide interactive map" },
    serviceCard: { readMore: "Read more", ask: "Ask about this service" },
    callBar: {
      label: "Call, text, book an inspection or ask for a quote",
      call: "Call",
      text: "Text",
      quote: "Free quote",
    },
    ctaBanner: {
      title: "Ready for a free inspection?",
      body: "Tell us about your deck, balcony or planter. We reply within one business day with a time to visit and an upfront estimate after the inspection.",
      action: "Get a free quote",
    },
    contactBlock: {
      title: "Talk to a waterproofing specialist",
      areas: "Service areas",
      areasSuffix: "and nearby communities.",
      action: "Call now for a free estimate",
    },
    contactTiles: {
      call: "Call or text",
      email: "E-mail",
      emailNote: "We answer within one business day.",
      office: "Office",
      seeMap: "See the map",
    },
    emergency: emergencyCopy,
  },
} as const;
