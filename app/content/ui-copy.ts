/**
 * The words of the site's frame and shared parts: header, footer, call links, the language switch, the
 * map, breadcrumbs, cards and labels for screen readers. (page-copy.ts holds the templates' headings and
 * calls to action; records hold each page's own copy.) Its Spanish twin is es/ui-copy.ts.
 */
export const uiCopy = {
  skipLink: "Skip to main content",
  logo: { subtitle: "Deck & Waterproofing", home: "(home page)" },
  topBar: {
    label: "Welcome, hours and social links",
    welcome: (name: string, year: number) => `Welcome to ${name} · Serving Los Angeles since ${year}`,
    hours: "Office hours:",
  },
  header: {
    call: "Call us",
    email: "E-mail us",
    office: (city: string) => `Office · ${city}`,
    callNumber: (phone: string) => `Call ${phone}`,
    mainNav: "Main",
    submenu: (group: string) => `${group} submenu`,
  },
  /** The language switch in the header: the other language's name, in that language. */
  languageSwitch: {
    label: "Language",
    /**
     * Said before the link for screen readers, in the page's language and naming the other language in it
     * ("Read this page in Spanish: Español"); the visible name, in its own language, ends the link's name.
     */
    readIn: (to: "en" | "es") => `Read this page in ${{ en: "English", es: "Spanish" }[to]}:`,
  },
  footer: {
    about: (years: number, year: number) =>
      `Deck, balcony, planter and roof deck waterproofing for home owners, HOAs and property managers across Los Angeles: ${years} years in business, since ${year}.`,
    companyNav: "Footer",
    company: "Company",
    areas: "Service areas",
    contact: "Contact",
    office: "Office location",
  },
  contact: {
    call: (phone: string) => `Call ${phone}`,
    text: (phone: string) => `Text ${phone}`,
    callWord: "Call",
    textWord: "Text",
    openMaps: "Open in Google Maps",
    newTab: "(opens in a new tab)",
    mapTitle: (address: string) => `Map of our office at ${address}`,
  },
  social: { label: "Social media", newTab: (network: string) => `${network} (opens in a new tab)` },
  stats: {
    label: "Company figures",
    years: "Years in business",
    /** The words around a figure that is a floor, not a count ("1,200+"). */
    atLeast: { before: "", after: "+" },
    /** The words around a rating on a scale: "4.6 of 5" (an average, never a floor). */
    outOf: (max: number) => ({ before: "", after: ` of ${max}` }),
  },
  steps: { step: (n: number) => `Step ${n}:` },
  reviews: {
    rated: (n: number) => `Rated ${n} out of 5`,
    /** Under a review the office translated: it was written in the page's other language. */
    translated: "Translated from Spanish by our office",
    /** Under a review whose personal details the office hid (each hidden part shows as "[…]"). */
    redacted: "Personal details hidden by our office: […]",
    reply: "Reply from the owner",
    /** The site's own figures beside the reviews (decision 034), and what they count. */
    average: (average: string, count: number) =>
      `Average ${average} out of 5 from ${count} ${count === 1 ? "review" : "reviews"} received through this site`,
    none: "No review has come through this site yet.",
    counted:
      "Counted: every review customers sent through this site, published, waiting, withheld or sent without consent to publish, except reviews withheld as fake. The cards typed before the site took reviews are shown but not counted.",
    policy: "How we publish reviews: our review policy",
    /** The stats strip's rating, once the site has received a review: the same figures. */
    strip: (count: number) =>
      `Average of ${count} ${count === 1 ? "review" : "reviews"} received through this site`,
  },
  faq: { eyebrow: "FAQ", title: "Frequently asked questions" },
  article: {
    readMore: "Read more",
    minutes: (n: number) => `${n} min read`,
    breadcrumb: "Breadcrumb",
    home: "Home",
    blog: "Blogs",
  },
  area: { zipCodes: "ZIP codes:", serviceType: "Deck and balcony waterproofing" },
  servicePage: { glance: "At a glance" },
  home: { mission: "Our mission", vision: "Our vision", quote: "Get a free quote" },
  contactPage: { nextSteps: "What happens next" },
  about: { since: (year: number) => `Since ${year}` },
  /** The small label above a sharing card's title, by page kind (a fixed page without one: the company's name). */
  socialLabels: {
    home: "Free inspections · Written warranties",
    service: "Our services",
    area: "Areas we serve",
    article: "From our blog",
  },
  /** The Markdown copies' own headings and labels (markdown-pages.server.ts). */
  markdown: {
    contact: "Contact and free inspection",
    phone: "Phone",
    text: "Text",
    email: "E-mail",
    office: "Office",
    hours: "Hours",
    quoteForm: (form: string, api: string) =>
      `Quote form: ${form}; for agents, the JSON API described at ${api}`,
    mission: "Mission",
    vision: "Vision",
    services: "Services",
    why: "Why choose us",
    how: "How it works",
    cities: "Cities we serve",
    more: "More",
    warranty: "Warranty",
    duration: "Typical duration",
    process: "Our process",
    problems: "Problems we solve",
    letter: (author: string, role: string, date: string, translated: boolean) =>
      `Letter from ${author}, ${role} (${date}${translated ? "; translated from Spanish" : ""})`,
    reviews: "Reviews",
    referenceColumns: "| Company | Contact | Phone | Job | Location |",
    effective: (date: string) => `Effective ${date}.`,
    conditions: (city: string) => `Local conditions in ${city}`,
    areaServices: (city: string) => `Services in ${city}`,
    areaWhy: (city: string) => `Why ${city} chooses us`,
    neighborhoods: "Neighborhoods",
    zipCodes: (codes: string) => `ZIP codes: ${codes}`,
    areasServed: (areas: string) => `Areas served: ${areas}.`,
    published: (date: string, company: string, minutes: number) =>
      `Published ${date} by ${company}. ${minutes} min read.`,
  },
  /** Marks a customer's letter shown in another language than it was written in (letters are written in English or Spanish). */
  translated: "(translated from Spanish)",
  /** After a link to a file in the page's other language. */
  otherLanguageFile: "(in Spanish)",
} as const;

export type UiCopy = typeof uiCopy;
