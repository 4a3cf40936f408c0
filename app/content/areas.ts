import type { AreaPage } from "./types";
import { company, warranties, yearsInBusiness } from "./company";

const losAngeles: AreaPage = {
  slug: "los-angeles-deck-waterproofing-contractor",
  city: "Los Angeles",
  meta: {
    title: "Los Angeles deck waterproofing contractor",
    description:
      "Roof deck, hillside deck and condo balcony waterproofing across Los Angeles, from Silver Lake view decks to Westside rooftops. Free inspections and estimates.",
  },
  title: "Deck waterproofing contractor in Los Angeles",
  tagline: "Roof decks, hillside decks and condo balconies sealed against LA sun and winter storms.",
  image: "roof-deck",
  intro: [
    "Los Angeles builds up and out wherever it can. Hillside homes in the Eastside neighborhoods hang their decks over steep lots, newer small-lot homes and condominiums put their outdoor space on the roof, and older apartment buildings line the streets with balconies. Each of those surfaces sits over someone's living space.",
    `Our crews have been waterproofing decks in the city for ${yearsInBusiness()} years. We know how a roof deck in Mar Vista wears compared with a stilted deck in Mount Washington, and we choose the system and the repair details to suit.`,
  ],
  localConditions:
    "Los Angeles decks spend most of the year under strong, dry sun that hardens and chalks coatings, then take a season's worth of rain in a handful of winter storms. Hillside lots send runoff toward decks and drains, wind-driven storms push rain sideways into door thresholds, the dry, hot Santa Ana winds of autumn bake coatings and open cracks, and on the Westside the morning marine layer keeps surfaces damp. Roof decks get the worst of the sun because nothing shades them.",
  services: [
    {
      title: "Roof deck waterproofing",
      body: "Traffic-rated membranes for flat roofs used as outdoor rooms, detailed around parapets, stair hatches, doors and rooftop equipment on new and older buildings.",
    },
    {
      title: "Hillside deck coatings",
      body: "Coatings and framing repairs for cantilevered and post-supported decks on sloped lots, where water that gets in runs straight toward the structure.",
    },
    {
      title: "Condo and apartment balconies",
      body: "Balcony leak repair and recoating for multi-unit buildings, including the repairs listed in SB 721 and SB 326 inspection reports.",
    },
    {
      title: "Planter and podium waterproofing",
      body: "New membranes, drains and root barriers for courtyard and podium planters that leak into garages and units below.",
    },
  ],
  process: [
    {
      title: "Inspection and quote",
      body: "We inspect the deck from above and the rooms or parking below, checking drains, flashing and any past patch jobs. You receive an itemized written quote, free of charge.",
    },
    {
      title: "Surface preparation and repair",
      body: "Failed coating is removed and damaged plywood, lath and flashing are replaced. On roof decks we also correct low spots so water reaches the drains.",
    },
    {
      title: "Membrane application",
      body: "The waterproof membrane, texture and UV-stable topcoat go on in layers, with slip-resistant aggregate on walking areas and stairs.",
    },
    {
      title: "Final testing and warranty",
      body: "We flood test the finished deck to confirm it holds water out, walk it with you, and register your written warranty.",
    },
  ],
  whyUs: [
    {
      title: "Local experience",
      body: `We have worked on Los Angeles decks since ${company.foundedYear}, from 1920s hillside homes to recent rooftop builds.`,
    },
    {
      title: "One crew for the whole job",
      body: "Waterproofing, carpentry, sheet metal and stucco are handled by our own trained technicians, so nothing falls between trades.",
    },
    {
      title: "Clear written terms",
      body: `Free inspections, upfront estimates and a written warranty of ${warranties.deck} on deck systems.`,
    },
    {
      title: "Built for multi-unit work",
      body: "We coordinate with HOA boards and property managers and schedule around residents in occupied buildings.",
    },
  ],
  neighborhoods: [
    "Silver Lake",
    "Los Feliz",
    "Echo Park",
    "Mount Washington",
    "Eagle Rock",
    "Highland Park",
    "Mar Vista",
    "Westchester",
  ],
  zipCodes: ["90026", "90027", "90039", "90041", "90042", "90045", "90065", "90066"],
  faqs: [
    {
      question: "Do you waterproof roof decks over living space?",
      answer:
        "Yes, roof decks over bedrooms and living rooms are a large share of our Los Angeles work. We install traffic-rated membranes and pay close attention to parapets, door thresholds and drains, which is where roof decks usually leak.",
    },
    {
      question: "How long does a deck project take in Los Angeles?",
      answer:
        "Small decks are usually finished in 2 to 4 days, and a full recoat of a larger deck takes about 4 to 7 working days. Framing or flashing repairs can add time, and we show that on the schedule before we start.",
    },
    {
      question: "Can you work on a hillside deck with difficult access?",
      answer:
        "Yes. Many of our Eastside projects are on steep lots with narrow streets and long stairways. We plan material delivery and staging at the inspection so the work moves smoothly and your neighbors are not blocked in.",
    },
    {
      question: "Does recoating a deck in Los Angeles need a permit?",
      answer:
        "A straightforward recoat generally does not, but replacing structural framing or rebuilding a deck can. We tell you during the inspection whether your project needs a permit and handle it when it does.",
    },
    {
      question: "When is the best time of year to waterproof a deck?",
      answer:
        "The long dry season is ideal, because coatings go down and cure best on dry surfaces. Booking in late summer or early fall means the deck is sealed before the winter storms arrive.",
    },
    {
      question: "What warranty do you offer in Los Angeles?",
      answer: `Deck coatings come with a written warranty of ${warranties.deck}. Balcony systems carry ${warranties.balcony.toLowerCase()}, and the term is stated on your estimate.`,
    },
  ],
};

const pasadena: AreaPage = {
  slug: "Pasadena-deck-waterproofing-contractor",
  city: "Pasadena",
  meta: {
    title: "Pasadena deck and balcony waterproofing",
    description:
      "Deck coatings, balcony leak repair, cracked concrete restoration and planter box waterproofing for Pasadena's Craftsman, Spanish Revival and foothill homes.",
  },
  title: "Deck and balcony waterproofing in Pasadena",
  tagline: "Careful repairs for older homes, built for hot summers and foothill storms.",
  image: "deck",
  intro: [
    "Pasadena has some of the best-kept older homes in Southern California: Craftsman bungalows, Spanish Revival houses and period estates, many with original porches, sleeping porches and balconies framed in wood. Those details are part of each home's character, and they deserve waterproofing that respects it.",
    "We repair and coat decks, balconies, patios and planters across Pasadena and its neighbors in the foothills. Our work starts with finding exactly where the moisture is, so we fix the cause and touch as little original fabric as possible.",
  ],
  localConditions:
    "Pasadena sits further inland than the Westside, so summers are hotter and the gap between daytime heat and cool nights is wider. That daily expansion and contraction works coatings and concrete hard and opens cracks. Winter storms sweep down from the San Gabriel foothills with heavy runoff, and the city's mature oaks and sycamores drop leaves that clog deck drains and gutters just when they are needed most.",
  services: [
    {
      title: "Deck coating",
      body: "Waterproof walking-deck systems for wood-framed and concrete decks, in colors and textures that suit older architecture.",
    },
    {
      title: "Balcony leak repair",
      body: "We trace balcony leaks to failed coatings, flashing or railing posts and repair them before they reach ceilings and framing below.",
    },
    {
      title: "Cracked concrete restoration",
      body: "Patios, walkways and pool surrounds cracked by heat and tree roots are repaired and resurfaced with a durable overlay.",
    },
    {
      title: "Planter boxes",
      body: "Built-in planters along foundations and on porches are emptied, rewaterproofed and given working drainage and root protection.",
    },
  ],
  process: [
    {
      title: "Moisture mapping and inspection",
      body: "We use moisture meters and a close visual survey to map where water is getting in, checking the surface, the flashing and the framing below.",
    },
    {
      title: "Damage repair and preparation",
      body: "Rotted wood, cracked concrete and failed coating are repaired or removed, and the surface is cleaned and profiled so the new system bonds.",
    },
    {
      title: "Flashing and joint sealing",
      body: "Walls, thresholds, posts and joints are flashed and sealed, because these transitions are where most Pasadena leaks start.",
    },
    {
      title: "Liquid rubber coating with slip-resistant topcoat",
      body: "A flexible liquid rubber membrane that moves with heat cycles goes down first, finished with a textured, slip-resistant topcoat.",
    },
  ],
  whyUs: [
    {
      title: "Respect for older homes",
      body: "We keep repairs discreet on historic houses, match existing colors and textures where we can, and explain every change before we make it.",
    },
    {
      title: "Systems that handle heat",
      body: "Flexible membranes and UV-stable topcoats chosen for inland heat and daily temperature swings.",
    },
    {
      title: "Honest, itemized estimates",
      body: `Free inspections, upfront pricing and a written warranty of ${warranties.deck} on deck coatings.`,
    },
  ],
  neighborhoods: [
    "Madison Heights",
    "San Rafael",
    "Bungalow Heaven",
    "East Pasadena",
    "South Lake",
    "Playhouse District",
    "Altadena",
    "San Marino",
  ],
  zipCodes: ["91001", "91101", "91104", "91105", "91106", "91107", "91108"],
  faqs: [
    {
      question: "Can you waterproof a deck on a historic Craftsman home?",
      answer:
        "Yes. We work on many older Pasadena homes and keep the visible changes modest, matching colors and finishes to the house. Where original wood has rotted, we repair only what is needed and explain the options before we replace anything.",
    },
    {
      question: "How often should a Pasadena deck be resealed?",
      answer:
        "Most decks here need a new topcoat every 3 to 5 years, with sunny, south-facing decks at the shorter end. A yearly check, especially of drains after leaf fall, helps you reseal before the membrane underneath is exposed.",
    },
    {
      question: "Why do you recommend liquid rubber coatings in Pasadena?",
      answer:
        "Pasadena's hot days and cool nights make decks expand and contract constantly. Liquid rubber stays flexible through those cycles, so it is less likely to crack than a rigid coating. We top it with a slip-resistant finish for safe footing.",
    },
    {
      question: "Can you repair a cracked concrete patio instead of replacing it?",
      answer:
        "Often, yes. If the slab is stable, we repair the cracks and resurface it with an overlay that looks new for far less disruption than demolition. If roots or settlement have moved the slab badly, we tell you plainly that replacement is the better choice.",
    },
    {
      question: "My balcony drain keeps clogging with leaves. Can you help?",
      answer:
        "Yes. We can enlarge or reposition drains, add screened outlets and correct slope so leaves from nearby oaks and sycamores do not leave water standing on the balcony. Clearing drains before the first storm of the season is still the best habit.",
    },
    {
      question: "Do you serve Altadena and San Marino as well?",
      answer:
        "Yes. Along with Pasadena itself, we regularly work in Altadena, San Marino and the surrounding foothill communities. Inspections and estimates are free across the area.",
    },
  ],
};

const beverlyHills: AreaPage = {
  slug: "beverly-hills-deck-waterproofing-contractor",
  city: "Beverly Hills",
  meta: {
    title: "Beverly Hills deck and pool deck waterproofing",
    description:
      "Pool deck coatings, terrace and balcony waterproofing and planter repairs for Beverly Hills estates and condos, finished to match stone, tile and stucco.",
  },
  title: "Deck and pool deck waterproofing in Beverly Hills",
  tagline: "Waterproofing that protects fine homes and looks the part.",
  image: "pool-deck",
  intro: [
    "Outdoor living in Beverly Hills happens around the pool, on terraces off the primary suite and on view decks above the canyons. Those spaces are often built over garages, guest rooms and cabanas, and they are finished in stone, tile and smooth stucco that owners expect to stay pristine.",
    "We waterproof and resurface these areas with systems that hold up to pool water, irrigation and heavy entertaining, and we finish them to blend with the architecture. Our crews work neatly, protect landscaping and hardscape, and respect the household's schedule.",
  ],
  localConditions:
    "In the Flats, large lots mean big pool decks, loggias and balconies exposed to full sun and to splash, pool chemicals and daily irrigation. North of Sunset, hillside estates in Trousdale and the canyons carry wide terraces over living space, where a small leak can damage expensive interiors. Mature landscaping keeps planters wet year-round, and many decks are tiled, which hides membrane failures until water shows up below.",
  services: [
    {
      title: "Pool deck coatings",
      body: "Textured, slip-resistant overlays and coatings that resurface cracked or stained pool decks and stay cooler underfoot.",
    },
    {
      title: "Terrace and view deck waterproofing",
      body: "Membranes under tile, pavers or coatings for terraces built over garages, guest suites and living areas on hillside lots.",
    },
    {
      title: "Balcony waterproofing",
      body: "Leak repair and recoating for balconies on estates and on the condominium buildings along the Wilshire corridor.",
    },
    {
      title: "Planter and courtyard waterproofing",
      body: "New membranes, drainage and root barriers for built-in planters that stay wet from daily irrigation.",
    },
  ],
  process: [
    {
      title: "Inspection and quote",
      body: "We review the deck, pool coping, drains and irrigation, and look for damage in the rooms below. You receive a detailed written quote with finish options.",
    },
    {
      title: "Surface preparation and repair",
      body: "We protect stone, glass, landscaping and pool water before grinding or removing failed coatings, then repair substrate, flashing and drains.",
    },
    {
      title: "Membrane application",
      body: "The membrane and finish are applied in layers, with color and texture chosen to complement the home's stone, tile or stucco.",
    },
    {
      title: "Final testing and warranty",
      body: "We flood test the area, walk it with you or your property manager, and register your written warranty.",
    },
  ],
  whyUs: [
    {
      title: "Finish quality",
      body: "Careful color matching and clean edges so the waterproofing looks as considered as the rest of the property.",
    },
    {
      title: "Discreet, tidy crews",
      body: "We work within the city's construction hours, keep the site clean each day and plan around household events and staff.",
    },
    {
      title: "Proven systems",
      body: `Pool deck and terrace systems backed by a written warranty of ${warranties.deck}; balcony systems carry ${warranties.balcony.toLowerCase()}.`,
    },
    {
      title: "Experience and references",
      body: `${yearsInBusiness()} years in the trade, with builders and property managers on our reference sheet and customers' letters on our testimonials page.`,
    },
  ],
  neighborhoods: [
    "The Flats",
    "Trousdale Estates",
    "Golden Triangle",
    "Beverly Hills Post Office",
    "Benedict Canyon",
    "Coldwater Canyon",
    "Southwest Beverly Hills",
  ],
  zipCodes: ["90210", "90211", "90212"],
  faqs: [
    {
      question: "Can you resurface a pool deck without draining the pool?",
      answer:
        "Usually, yes. We cover and protect the pool, keep dust and overspray out of the water, and work in sections where needed. We will tell you at the inspection if the coping or tile line needs work that requires lowering the water.",
    },
    {
      question: "Will the new coating match our stone and stucco?",
      answer:
        "We offer a range of colors and textures and prepare samples so you can see them next to your existing finishes. The goal is a surface that reads as part of the design, not as a repair.",
    },
    {
      question: "How long does a small deck or balcony take?",
      answer:
        "Small decks are typically done in 2 to 4 days, and larger decks take about 4 to 7 working days. Balconies usually take 3 to 5 working days, and we agree the schedule with you before we start.",
    },
    {
      question: "Our terrace is tiled and leaking. What are the options?",
      answer:
        "The leak is almost always in the membrane under the tile, not the tile itself. We remove the tile in the affected area or across the terrace, repair the substrate, install a new membrane and then reset tile or pavers or apply a coating.",
    },
    {
      question: "Can you work around events and household staff?",
      answer:
        "Yes. We build the schedule around your calendar, coordinate with house managers and gardeners, and keep work areas closed off and clean at the end of each day.",
    },
    {
      question: "What warranty do you provide in Beverly Hills?",
      answer: `Deck and pool deck systems carry a written warranty of ${warranties.deck}. Balconies carry ${warranties.balcony.toLowerCase()}, and every term is stated on the estimate.`,
    },
  ],
};

const malibu: AreaPage = {
  slug: "malibu-deck-waterproofing-contractor",
  city: "Malibu",
  meta: {
    title: "Malibu coastal deck and balcony waterproofing",
    description:
      "Oceanfront balcony and deck waterproofing in Malibu, with corrosion-resistant flashing, railing repairs and coatings made for salt air, wind and constant sun.",
  },
  title: "Coastal deck and balcony waterproofing in Malibu",
  tagline: "Decks and balconies built to stand up to salt air, wind and sun off the water.",
  image: "balcony",
  intro: [
    "Malibu homes are built to face the ocean, which means their decks and balconies face it too. Salt spray, fog, wind and reflected sun work on every coating, fastener and piece of flashing, and a balcony that would last for years inland can fail much sooner on the beach.",
    "We waterproof oceanfront balconies, canyon decks and beach stairs along the coast, using corrosion-resistant metals and coatings suited to marine exposure. Our crews plan for the drive along Pacific Coast Highway and the limited space on many beachfront lots.",
  ],
  localConditions:
    "Salt carried in the wind settles on every surface and speeds up rust in flashing, lath and railing bases, which then swell and crack the coating above them. Morning fog keeps decks damp, steady onshore wind drives rain into door thresholds, and the ocean reflects sunlight back onto coatings. Homes in the canyons add hillside runoff to the mix, and many recent rebuilds have new decks that need waterproofing done right from the start.",
  services: [
    {
      title: "Oceanfront balcony waterproofing",
      body: "Flexible membranes and UV-stable topcoats for balconies that face the surf, with careful sealing at doors and walls.",
    },
    {
      title: "Coastal deck coatings",
      body: "Walking-deck systems for beachfront and canyon decks, chosen for salt, wind and constant sun.",
    },
    {
      title: "Flashing and railing corrosion repair",
      body: "Rusted flashing, lath and railing posts replaced with corrosion-resistant materials and sealed into the new coating.",
    },
    {
      title: "Beach stair and landing coatings",
      body: "Slip-resistant coatings for exterior stairs and landings that see wet feet and sand every day.",
    },
  ],
  process: [
    {
      title: "Inspection and quote",
      body: "We look closely at metal details for rust, check railings and posts, and inspect the framing from below where access allows. You receive a written quote with the corrosion repairs itemized.",
    },
    {
      title: "Surface preparation and repair",
      body: "Salt deposits are washed off, failed coating and rusted metal removed, and new corrosion-resistant flashing and lath installed.",
    },
    {
      title: "Membrane application",
      body: "We apply the membrane and topcoat only once fog has burned off and the surface is dry, so every layer bonds properly.",
    },
    {
      title: "Final testing and warranty",
      body: "The finished deck or balcony is flood tested, we review care tips for coastal homes with you, and your written warranty is registered.",
    },
  ],
  whyUs: [
    {
      title: "Coastal know-how",
      body: "We detail every job for salt and wind, from the choice of metal to the way railings are sealed into the deck.",
    },
    {
      title: "Planning for PCH",
      body: "Deliveries, parking and staging are worked out in advance so beachfront and canyon projects run on schedule.",
    },
    {
      title: "Written warranty",
      body: `Balcony systems carry ${warranties.balcony.toLowerCase()}, and deck systems ${warranties.deck}.`,
    },
  ],
  neighborhoods: [
    "Point Dume",
    "Malibu Colony",
    "Carbon Beach",
    "Broad Beach",
    "Malibu West",
    "Malibu Park",
    "Big Rock",
    "Serra Retreat",
  ],
  zipCodes: ["90265"],
  faqs: [
    {
      question: "Why do decks and balconies wear out faster in Malibu?",
      answer:
        "Salt air corrodes the metal under and around the coating, and the rust expands and cracks the surface. Add constant wind, fog and strong sun, and coastal decks age faster than inland ones. Corrosion-resistant details and regular checks make a big difference.",
    },
    {
      question: "How often should a coastal deck be inspected?",
      answer:
        "We recommend an inspection every year, with a look at railings, flashing and door thresholds after winter storms. Catching a rust spot or an open seam early keeps the repair small.",
    },
    {
      question: "Can you apply coatings when the marine layer is in?",
      answer:
        "Coatings need a dry surface to bond, so we wait for fog to clear and moisture to dry before applying each layer. On foggy stretches that can mean later starts, and we build that into the schedule.",
    },
    {
      question: "Our railing posts are rusting. Is that a waterproofing problem?",
      answer:
        "Yes. Railing posts pierce the deck surface, and as they rust, they open a path for water into the framing. We remove the corrosion, replace or reset posts with corrosion-resistant materials and seal them into the new coating.",
    },
    {
      question: "Do you waterproof new decks on rebuilt homes?",
      answer:
        "Yes. We work with builders and owners on new and rebuilt homes, installing flashing and membranes as the deck is built. Getting the details right before the first storm is much easier than fixing them later.",
    },
    {
      question: "Do you serve all of Malibu, including the canyons?",
      answer:
        "Yes. We work from the beachfront communities up into the canyons, including homes with steep or limited access. Inspections and estimates are free.",
    },
  ],
};

/** The area pages, in menu order. Adding one here gives it a path, menu and footer entries and a sitemap line. */
export const areas: AreaPage[] = [losAngeles, pasadena, beverlyHills, malibu];

/**
 * Places served that have no page of their own, after the area pages' cities in every list. `inShortList`:
 * also named where the site lists its areas in one line (contact block, structured data, agents' files);
 * the about page lists every city. The names are English; es/areas.ts gives the Spanish ones.
 */
export const otherPlacesServed = [
  { name: "Santa Monica", kind: "city", inShortList: true },
  { name: "Culver City", kind: "city", inShortList: false },
  { name: "West Hollywood", kind: "city", inShortList: false },
  { name: "Pacific Palisades", kind: "city", inShortList: false },
  { name: "Brentwood", kind: "city", inShortList: false },
  { name: "Venice", kind: "city", inShortList: false },
  { name: "Marina del Rey", kind: "city", inShortList: false },
  { name: "Playa del Rey", kind: "city", inShortList: false },
  { name: "Manhattan Beach", kind: "city", inShortList: false },
  { name: "North Hollywood", kind: "city", inShortList: true },
  { name: "Sherman Oaks", kind: "city", inShortList: true },
  { name: "Burbank", kind: "city", inShortList: true },
  { name: "Glendale", kind: "city", inShortList: false },
  { name: "Studio City", kind: "city", inShortList: false },
  { name: "Encino", kind: "city", inShortList: false },
  { name: "San Fernando Valley", kind: "region", inShortList: true },
  { name: "Santa Clarita", kind: "city", inShortList: true },
  { name: "Orange County", kind: "region", inShortList: true },
] as const satisfies readonly { name: string; kind: "city" | "region"; inShortList: boolean }[];

export type OtherPlaceName = (typeof otherPlacesServed)[number]["name"];

/**
 * The places served, in one language: the area pages' cities first, then the other places, named by
 * `nameOf` (the English names, or their Spanish ones). Both lists are derived here, never typed; a place
 * that has since got its own area page is named once, as the area page.
 */
export function placesServed(areaRecords: readonly AreaPage[], nameOf: (place: OtherPlaceName) => string) {
  const cities = areaRecords.map((a) => a.city);
  const others = (keep: (p: (typeof otherPlacesServed)[number]) => boolean) =>
    otherPlacesServed
      .filter(keep)
      .map((p) => nameOf(p.name))
      .filter((name) => !cities.includes(name));
  return {
    /** The cities and regions named in one line (contact block, structured data, agents' files). */
    serviceAreas: [...cities, ...others((p) => p.inShortList)],
    /** Every city served (the about page). */
    citiesServed: [...cities, ...others((p) => p.kind === "city")],
  };
}

export const { serviceAreas, citiesServed } = placesServed(areas, (name) => name);
