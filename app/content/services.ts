import type { Faq, PageMeta, ServicePage, ServiceSummary } from "./types";
import { company, warranties, yearsInBusiness } from "./company";
import { countWord } from "./number-words";

/** The services, in the order the grid and the carousel show them. */
export const services: ServiceSummary[] = [
  {
    id: "deck-coatings",
    name: "Deck coatings",
    summary:
      "Waterproof walking-deck systems for wood and concrete decks, with the framing, flashing and lath repairs done first so the new coating has something sound to bond to.",
    image: "deck",
    page: "deck-waterproofing-coating-repair",
  },
  {
    id: "balcony-waterproofing",
    name: "Balcony waterproofing",
    summary:
      "Leak repair and recoating for balconies over living space, including the stucco, railing and drainage details where most balcony leaks actually start.",
    image: "balcony",
    page: "balcony-waterproofing-coating-repair",
  },
  {
    id: "concrete-floor-leveling",
    name: "Concrete floor leveling",
    summary:
      "Grinding, patching and self-leveling underlayment that turn an uneven slab into a flat, tested base for tile, wood, vinyl or epoxy.",
    image: "floor-leveling",
    page: "Professional-Concrete-Floor-Leveling",
  },
  {
    id: "planter-waterproofing",
    name: "Planter waterproofing",
    summary:
      "New membranes, drains and root protection for built-in planters, so watering the garden no longer means staining the wall or ceiling next to it.",
    image: "planter",
    page: "planter-waterproofing-coating-repair",
  },
  {
    id: "between-slab-waterproofing",
    name: "Between-slab waterproofing",
    summary:
      "A membrane sandwiched between a structural slab and its topping slab or pavers, for plazas, podium decks and tiled terraces built over rooms or parking.",
    image: "between-slab",
  },
  {
    id: "below-grade-waterproofing",
    name: "Below-grade waterproofing",
    summary:
      "Membranes and drainage for basement walls, retaining walls and foundations, where groundwater and hillside runoff push against the structure.",
    image: "below-grade",
  },
  {
    id: "roof-deck-waterproofing",
    name: "Roof deck waterproofing",
    summary:
      "Traffic-rated membranes for flat roofs that double as outdoor rooms, detailed around parapets, doors, drains and rooftop equipment.",
    image: "roof-deck",
  },
  {
    id: "stair-coatings",
    name: "Stair coatings",
    summary:
      "Durable, slip-resistant coatings for exterior stairs and landings, with nosings and stringers sealed so water stays out of the framing.",
    image: "stairs",
  },
  {
    id: "pool-deck-coatings",
    name: "Pool deck coatings",
    summary:
      "Textured overlays that stay cooler underfoot, resurface cracked or stained pool decks and give bare feet better grip around the water.",
    image: "pool-deck",
  },
];

const deckPage: ServicePage = {
  slug: "deck-waterproofing-coating-repair",
  menuLabel: "Deck Waterproofing",
  meta: {
    title: "Deck waterproofing, coating and repair",
    description:
      "Leaking, cracked or peeling deck? We repair the framing, flashing and lath underneath, then install a waterproof walking-deck coating with a written warranty.",
  },
  title: "Deck waterproofing, coating and repair",
  tagline: "A deck that keeps water out of the room below and stays good-looking underfoot.",
  image: "deck",
  intro: [
    "A deck built over a bedroom, garage or living room is really a roof that people walk on. When its coating cracks or wears thin, water finds the plywood, the framing and eventually the ceiling underneath, often long before you see a stain.",
    `For ${yearsInBusiness()} years our crews have been opening up, repairing and recoating decks across Los Angeles. We fix what is wrong below the surface first, then install a coating system chosen for your deck's exposure, traffic and budget.`,
  ],
  sections: [
    {
      heading: "Why a sound deck coating matters",
      body: [
        "Sun, foot traffic, planters and furniture all wear a deck coating down. Once the membrane is breached, every rain and every hose-down pushes water into the substrate, and wood framing that stays damp begins to rot.",
        "Catching the problem while it is still a coating issue keeps the repair small. Waiting until the ceiling below is stained usually means replacing plywood, flashing and sometimes joists as well.",
      ],
    },
    {
      heading: "Coating systems we install",
      body: [
        "We match the system to the deck rather than selling one product for every job. During the inspection we explain the options that fit and what each one asks of you in upkeep.",
      ],
      bullets: [
        "Multi-layer polyurethane walking-deck membranes for decks over living space",
        "Liquid rubber membranes that stretch with wood framing as it moves",
        "Cementitious overlays over metal lath, with a knockdown or smooth texture",
        "Fiberglass-reinforced base coats for high-traffic and commercial decks",
        "UV-stable topcoats in a range of colors, with slip-resistant aggregate",
      ],
    },
    {
      heading: "Repair capabilities",
      body: [
        "Most coating failures have a cause underneath. Because our crews handle carpentry, sheet metal and stucco as well as coatings, the whole repair stays with one team and one schedule.",
      ],
      bullets: [
        "Replacing rotted plywood sheathing and sistering damaged joists",
        "New sheet-metal flashing at walls, door thresholds and deck edges",
        "Replacing rusted or broken metal lath",
        "Installing or resetting deck drains and scuppers",
        "Patching stucco where it meets the deck surface",
        "Resealing railing posts and other penetrations",
      ],
    },
    {
      heading: "Finishes, color and texture",
      body: [
        "A waterproof deck can still look finished. We offer a range of colors and textures, from a fine orange-peel finish to a heavier knockdown, and we add slip-resistant aggregate wherever wet feet are likely.",
        "If your building or HOA has a set color, we match it so the new deck blends in with its neighbors.",
      ],
    },
    {
      heading: "Keeping your deck in shape",
      body: [
        "We recommend a quick inspection every year, ideally before the rainy season. Clearing drains, moving planters off the membrane and sealing small nicks early will add years to the coating.",
        "Most walking decks benefit from a fresh topcoat every 3 to 5 years, depending on sun and traffic. A topcoat costs far less than a full rebuild and renews the wear layer that protects the membrane.",
      ],
    },
  ],
  process: [
    {
      title: "Free inspection",
      body: "We walk the deck, check the ceiling below, probe soft spots and look at flashing, drains and railing posts. You get a clear picture of what is failing and why.",
    },
    {
      title: "Written estimate",
      body: "You receive an itemized, upfront estimate that separates coating work from any repairs, along with the system we recommend and the schedule.",
    },
    {
      title: "Surface preparation",
      body: "We remove failed coating, grind or sand the surface and clean it so the new layers bond. Furniture moving and protection of nearby walls and windows are part of the job.",
    },
    {
      title: "Substrate and flashing repairs",
      body: "Rotted wood, rusted lath, missing flashing and poor drains are replaced or corrected before any coating goes down.",
    },
    {
      title: "Membrane and topcoat",
      body: "The waterproof membrane goes on in layers, followed by the texture and a UV-stable topcoat in your chosen color, with grip added where it is needed.",
    },
    {
      title: "Water test and walkthrough",
      body: "We test the finished deck with water, walk it with you and register your written warranty. You also get simple care instructions.",
    },
  ],
  problems: [
    {
      title: "Leaks into the room below",
      body: "Stains, bubbling paint or drips on the ceiling under a deck usually mean the membrane or flashing has failed. We trace the path and close it.",
    },
    {
      title: "Cracked or peeling coating",
      body: "Coatings crack as framing moves and peel when moisture is trapped. We remove the failed layers and rebuild the system properly.",
    },
    {
      title: "Soft spots and dry rot",
      body: "A deck that flexes underfoot often hides wet plywood. We open it, replace the damaged wood and find the source of the water.",
    },
    {
      title: "Ponding water",
      body: "Water that sits after rain speeds up wear and finds every weak point. We correct slope and drains so the deck sheds water.",
    },
    {
      title: "Rusted lath and flashing",
      body: "Corroded metal under the coating swells and splits the surface. We replace it with new galvanized lath and flashing.",
    },
    {
      title: "Slippery or worn surfaces",
      body: "Smooth, worn topcoats are hazardous when wet. A new textured topcoat with slip-resistant aggregate restores grip and appearance.",
    },
  ],
  warranty: warranties.deck,
  duration: "A full deck recoat usually takes 4 to 7 working days; small decks are often finished in 2 to 4.",
  faqs: [
    {
      question: "How can I tell if my deck needs a new coating?",
      answer:
        "Look for hairline cracks, peeling or chalky patches, rust spots bleeding through, soft areas underfoot and water that ponds after rain. A stain on the ceiling below is the most urgent sign. If you see any of these, a free inspection will tell you whether a topcoat is enough or repairs are needed.",
    },
    {
      question: "Can you coat over my existing deck coating?",
      answer:
        "Sometimes. If the existing system is well bonded and only the wear layer is thin, a new topcoat is a sensible, lower-cost option. If it is cracked, blistered or leaking, coating over it only hides the problem, so we remove it and start from a sound surface.",
    },
    {
      question: "How long does a deck project take?",
      answer:
        "A full recoat usually takes 4 to 7 working days, and small decks are often done in 2 to 4. Repairs to framing or flashing can add time, and we include that in the schedule on your estimate.",
    },
    {
      question: "When can we use the deck again?",
      answer:
        "The deck is closed while the layers go down and cure. Once the topcoat has cured you can walk on it, and we will tell you when it is ready for furniture and planters. Exact times depend on the system and the weather, so we confirm them on site.",
    },
    {
      question: "Do you repair the wood under the coating?",
      answer:
        "Yes. Our crews replace rotted plywood, repair joists, and install new flashing and lath as part of the same job. Coating over damaged wood never lasts, so we fix the structure before we waterproof it.",
    },
    {
      question: "What warranty do you offer on deck coatings?",
      answer: `Deck systems carry a written warranty of ${warranties.deck}. The exact term is stated on your estimate before any work begins.`,
    },
  ],
};

const balconyPage: ServicePage = {
  slug: "balcony-waterproofing-coating-repair",
  menuLabel: "Balcony Waterproofing",
  meta: {
    title: "Balcony waterproofing and repair",
    description:
      "Balcony leak repair, coatings, flashing, stucco and railing work, plus help with SB 721 and SB 326 inspections for HOAs and apartment owners in Los Angeles.",
  },
  title: "Balcony waterproofing and repair",
  tagline: "Stop the leak at its source, from the membrane to the railing posts.",
  image: "balcony",
  intro: [
    "Balconies are small, but they sit over bedrooms, living rooms and the building's structure, and they take the full force of sun and rain. A failed balcony coating lets water into wood framing that nobody can see until it has done real damage.",
    `We have spent ${yearsInBusiness()} years repairing and waterproofing balconies on single-family homes, condominiums and apartment buildings. We look at the whole assembly, including the coating, the flashing, the stucco and the railings, because a leak rarely has only one cause.`,
  ],
  sections: [
    {
      heading: "Why balcony waterproofing matters",
      body: [
        "A balcony is cantilevered or framed out from the building, so water that gets past its surface reaches the joists that hold it up. Over time that can mean sagging, rot and costly structural repairs, not just a stained ceiling.",
        "Keeping the membrane intact is the cheapest way to protect that framing. A well-maintained balcony coating also makes the space safer and better-looking.",
      ],
    },
    {
      heading: "Coating systems",
      body: [
        "We install elastomeric polyurethane and liquid rubber systems that flex with the structure, and cementitious systems over lath where a harder surface makes sense. Each system is built in layers: primer, waterproof membrane, texture and a UV-stable topcoat.",
        "For tiled balconies we can install a waterproof membrane beneath new tile, so the finish you want sits on top of real protection.",
      ],
    },
    {
      heading: "Stucco and railing work",
      body: [
        "The joint where stucco meets the balcony deck is one of the most common leak points, and railing posts that pierce the surface are another. We cut back damaged stucco, install proper weep details and patch to match.",
        "Loose or rusted railing posts are reset and sealed, and we can replace railings entirely when they no longer meet current safety expectations.",
      ],
    },
    {
      heading: "Flashing and drainage",
      body: [
        "Good flashing turns water away at walls, door thresholds and balcony edges; missing or rusted flashing sends it straight into the framing. We replace it with new sheet metal, lapped and sealed in the right order.",
        "We also check slope, drains and scuppers so the balcony empties quickly after rain instead of holding water against the membrane.",
      ],
      bullets: [
        "Wall and door-threshold flashing",
        "Drip edges along the balcony perimeter",
        "Drain and scupper replacement",
        "Slope correction where water ponds",
      ],
    },
    {
      heading: "Slip-resistant finishes",
      body: [
        "A balcony should be safe in wet shoes and bare feet. We broadcast slip-resistant aggregate into the texture coat and lock it in with the topcoat, so the grip lasts as long as the finish.",
        "You can choose the color and texture, and we can match an existing building color for condominiums and apartment buildings.",
      ],
    },
    {
      heading: "HOA and code compliance",
      body: [
        "California's SB 721 requires periodic inspections of balconies and other elevated exterior elements on apartment buildings, and SB 326 sets similar rules for condominium associations. We help owners and boards prepare for these inspections, open up areas for the inspector when asked, and complete the repairs listed in the report.",
        "After the work, you receive documentation of what was repaired and which system was installed, ready for your records and your next inspection.",
      ],
    },
    {
      heading: "Why owners and boards choose us",
      body: [
        `Our crews handle waterproofing, carpentry, sheet metal and stucco, so one team is responsible for the whole balcony. With ${yearsInBusiness()} years in the trade and more than 20 trained technicians, we can schedule around residents and keep multi-unit projects moving.`,
      ],
      bullets: [
        "Free inspections and upfront, itemized estimates",
        "Low-VOC products suited to occupied buildings",
        "Clear communication with residents and property managers",
        "Written warranty on materials and labor",
      ],
    },
  ],
  warranty: warranties.balcony,
  duration: "Most balconies take 3 to 5 working days, depending on the repairs found.",
  faqs: [
    {
      question: "Are small cracks in my balcony coating a problem?",
      answer:
        "Hairline cracks in the topcoat are often cosmetic, but cracks that reach the membrane let water into the framing. Cracks along the wall or around railing posts deserve a closer look because they often line up with failed flashing. We can tell you which kind you have during a free inspection.",
    },
    {
      question: "Can you waterproof a balcony that has tile on it?",
      answer:
        "Tile and grout are not waterproof on their own; the protection has to be underneath. If a tiled balcony is leaking, we usually remove the tile, repair the substrate, install a waterproof membrane and then reinstall tile or finish with a coating. Sealers applied on top of tile can slow water down but do not fix a leak.",
    },
    {
      question: "Which coating is best for my balcony?",
      answer:
        "It depends on how the balcony is built, how much sun and traffic it gets, and what finish you want. Polyurethane and liquid rubber systems flex well on wood-framed balconies, while cementitious systems suit some concrete and lath surfaces. We recommend a system after seeing the balcony and explain the trade-offs.",
    },
    {
      question: "How often should a balcony be resealed?",
      answer:
        "Most balcony coatings need resealing every 5 to 7 years, sooner on balconies with full sun or heavy use. A yearly look for worn spots, cracks and clogged drains helps you reseal before any water gets through.",
    },
    {
      question: "Do you work with HOAs on SB 326 and SB 721 repairs?",
      answer:
        "Yes. We regularly work with boards, property managers and inspectors, provide itemized estimates for each balcony, and schedule the work to keep disruption to residents low. When the repairs are done, we supply the documentation your association needs.",
    },
    {
      question: "How long does balcony waterproofing take?",
      answer:
        "Most balconies take 3 to 5 working days. Rotted framing, stucco repairs or new railings can add time, and we include that in the schedule before we start.",
    },
  ],
};

const planterPage: ServicePage = {
  slug: "planter-waterproofing-coating-repair",
  menuLabel: "Planter Waterproofing",
  meta: {
    title: "Planter waterproofing and coating repair",
    description:
      "Leaking planters stain walls and damage rooms below. We install new membranes, drains and root barriers for built-in planters on homes, decks and podiums.",
  },
  title: "Planter waterproofing and coating repair",
  tagline: "Keep the garden growing and the water inside the planter.",
  image: "planter",
  intro: [
    "A planter is a box of wet soil that never dries out. When its waterproofing fails, water seeps into the wall, the slab or the ceiling next to it, and the stains and efflorescence keep coming back no matter how often you paint.",
    "We empty and rebuild planters of every size, from a single stucco planter by the front door to rows of built-in planters on condominium podiums. The fix addresses the membrane, the drainage and the roots together, so the repair lasts.",
  ],
  sections: [
    {
      heading: "Why planters leak",
      body: [
        "Most planters were waterproofed once, when the building went up, and never again. Over the years roots work into seams, fertilizers and constant moisture break down older coatings, and drains clog with soil until water backs up against the walls.",
        "Because the damage happens out of sight, the first sign is usually a stain, peeling paint or white mineral deposits on the wall or ceiling beside the planter.",
      ],
    },
    {
      heading: "How we waterproof a planter",
      body: [
        "We treat a planter as a small below-grade structure. Each layer has a job, and skipping one is what caused most of the failures we repair.",
      ],
      bullets: [
        "Remove plants with care and set them aside, then remove the soil",
        "Clean the planter down to sound concrete or masonry and repair cracks",
        "Install a new waterproof membrane over the floor and walls, lapped onto the top edge",
        "Add a root barrier to protect the membrane from roots",
        "Place a drainage layer and clear or replace the drain",
        "Refill with fresh soil and replant, or hand over to your landscaper",
      ],
    },
    {
      heading: "Drainage and root protection",
      body: [
        "A membrane alone is not enough if water has nowhere to go. We make sure each planter drains through a working outlet, with a layer of pea gravel or a drainage mat so the soil does not clog it.",
        "A root barrier sits between the soil and the membrane. It keeps vigorous roots from finding seams and gives the waterproofing a much longer life.",
      ],
    },
    {
      heading: "Planters we work on",
      body: [
        "We waterproof planters built into houses, decks and commercial buildings, including those over garages and occupied rooms where a leak causes the most harm.",
      ],
      bullets: [
        "Stucco and block planters built against house walls",
        "Planters on balconies, decks and roof decks",
        "Podium and courtyard planters on condominium and apartment buildings",
        "Raised planters around pools and patios",
      ],
    },
    {
      heading: "Working with your garden and landscaper",
      body: [
        "We can save and replant your existing plants, or coordinate with your gardener or landscape designer if you plan to change the planting. Either way, we tell you in advance when the planter will be empty and when it will be ready for soil.",
      ],
    },
  ],
  warranty: warranties.planter,
  duration: "Planter repairs are usually scheduled within about a week of your approval.",
  faqs: [
    {
      question: "How do I know my planter is leaking?",
      answer:
        "The usual signs are damp patches, bubbling paint or white powdery deposits on the wall next to the planter or the ceiling below it. Stains that appear after watering or rain point strongly to the planter. We can confirm the source during a free inspection.",
    },
    {
      question: "Do you have to remove all the soil and plants?",
      answer:
        "Yes, to waterproof a planter properly the membrane has to be applied to clean, dry surfaces, so the planter must be emptied. We lift plants carefully, keep them shaded and watered during the work, and replant them when we finish if you want to keep them.",
    },
    {
      question: "What do you use to waterproof the inside of a planter?",
      answer:
        "We use membranes made for constant contact with wet soil, applied over the floor and walls and carried up over the top edge. A root barrier and a drainage layer go on top of the membrane to protect it.",
    },
    {
      question: "Will roots damage the new waterproofing?",
      answer:
        "Roots are a leading cause of planter leaks, which is why we install a root barrier over the membrane. It keeps roots from reaching the waterproofing layer while still letting water drain freely.",
    },
    {
      question: "What kind of drainage do you install?",
      answer:
        "Every planter needs a clear path for water to leave. We clear or replace the drain and add a drainage layer, typically pea gravel of 1/8 to 3/8 inch or a drainage mat, with filter fabric so soil does not wash into it.",
    },
    {
      question: "How soon can you start?",
      answer:
        "Planter repairs are usually scheduled within about a week of approval. If water is actively coming through a ceiling, tell us when you call and we will do what we can to get there sooner.",
    },
  ],
};

const floorLevelingPage: ServicePage = {
  slug: "Professional-Concrete-Floor-Leveling",
  menuLabel: "Concrete Floor Leveling",
  meta: {
    title: "Professional concrete floor leveling",
    description:
      "Self-leveling underlayment, grinding, patching and moisture testing that give tile, wood, vinyl and epoxy floors a flat, sound concrete base to install on.",
  },
  title: "Professional concrete floor leveling",
  tagline: "A flat, tested slab so your new floor goes down right the first time.",
  image: "floor-leveling",
  intro: [
    "Every finished floor is only as good as the slab underneath. Dips, humps, old adhesive and cracked patches telegraph through tile and vinyl, make wood floors squeak and hollow-sound, and leave puddles on garage and epoxy floors.",
    "We prepare concrete floors for homes, offices, shops and garages: testing for moisture, grinding high spots, repairing damage and pouring self-leveling underlayment so the surface is flat and ready for the flooring you have chosen.",
  ],
  sections: [
    {
      heading: "Why floor leveling matters",
      body: [
        "Flooring makers set flatness requirements for a reason. Large-format tile cracks or shows lippage over a wavy slab, floating wood and vinyl floors flex and separate at the joints, and thin coatings show every ridge and low spot.",
        "Leveling the slab first protects both the finish and its warranty. It is also far easier to do before the new floor goes in than to fix after it starts failing.",
      ],
    },
    {
      heading: "Our leveling process",
      body: [
        "Each floor starts with measurement and testing, not with a bag of underlayment. What we find decides whether the slab needs grinding, patching, leveling or a combination.",
      ],
      bullets: [
        "Map the floor with a straightedge and laser to find high and low areas",
        "Test the slab for moisture and note any cracks, spalls or old repairs",
        "Grind away high spots, old adhesive, paint and sealers",
        "Patch cracks, holes and damaged edges with repair mortar",
        "Prime the slab so the underlayment bonds and flows evenly",
        "Pour and spread self-leveling underlayment, then check flatness again after it cures",
      ],
    },
    {
      heading: "Floor leveling services",
      body: [
        "Our crews handle the whole preparation scope, so your flooring installer arrives to a floor that is ready for them.",
      ],
      bullets: [
        "Self-leveling underlayment for rooms, hallways and open floor plans",
        "Concrete grinding and removal of old adhesives and coatings",
        "Crack, spall and joint repair",
        "Moisture testing and moisture-mitigation primers where readings call for them",
        "Preparation for tile, hardwood, engineered wood, vinyl plank and epoxy coatings",
        "Garage and workshop slabs that hold puddles",
      ],
    },
    {
      heading: "Compliance and warranty",
      body: [
        "We follow the underlayment manufacturer's instructions for priming, mixing and thickness, and we record the moisture test results and flatness checks for each job. That paperwork helps keep your flooring manufacturer's warranty valid.",
        `We use low-VOC products suited to occupied homes and businesses, and leveling work carries a written warranty of ${warranties.floorLeveling}.`,
      ],
    },
    {
      heading: "Why choose us for floor leveling",
      body: [
        `Our team has worked with concrete and cementitious systems for ${yearsInBusiness()} years, on decks, balconies and interior slabs. We understand how concrete behaves with moisture, which is what sets apart a leveled floor that lasts from one that cracks or debonds.`,
      ],
      bullets: [
        "Free on-site assessment and an upfront, itemized estimate",
        "Coordination with your flooring installer or general contractor",
        "Clean, contained grinding with dust control",
        "Written results you can pass on to your flooring supplier",
      ],
    },
  ],
  warranty: warranties.floorLeveling,
  duration:
    "Leveling is scheduled around your flooring installer, and we confirm the working days and cure time on your estimate.",
  faqs: [
    {
      question: "How do I know if my floor needs leveling?",
      answer:
        "Lay a long straightedge across the slab in a few directions and look for gaps underneath, or watch for rocking tiles, soft spots in floating floors and water that collects in one area. Your flooring installer may also flag it. We measure the floor during a free assessment and tell you whether leveling is needed.",
    },
    {
      question: "What is self-leveling underlayment?",
      answer:
        "It is a cement-based compound that flows out once mixed and settles into a flat, smooth surface. Poured over a primed slab, it fills low spots and creates a level base for the finished floor. It is not a wearing surface on its own, so it is always covered with flooring or a coating.",
    },
    {
      question: "Why do you test the slab for moisture?",
      answer:
        "Moisture rising through concrete can break down adhesives, swell wood floors and blister epoxy coatings. Testing before we level tells us whether a moisture-mitigation primer is needed. Skipping it is a common reason new floors fail.",
    },
    {
      question: "Can you level a floor that has cracks in it?",
      answer:
        "Yes, most cracks and spalls are repaired as part of preparation before the underlayment goes down. If a crack is still moving or a slab has settled significantly, we will tell you, because that points to a structural issue an engineer should look at first.",
    },
    {
      question: "Can you prepare a floor for an epoxy coating?",
      answer:
        "Yes. Epoxy needs a clean, flat, profiled surface with acceptable moisture levels. We grind, repair and level the slab so the coating bonds well and has no ridges or low spots showing through.",
    },
    {
      question: "How soon can flooring be installed after leveling?",
      answer:
        "That depends on the underlayment, how thick it is poured and the conditions in the room. We give you the expected cure time on the estimate and let your installer know when the floor is ready.",
    },
  ],
};

/** The service pages, in menu order. Adding one here gives it a path, menu entries and a sitemap line. */
export const servicePages: ServicePage[] = [deckPage, balconyPage, planterPage, floorLevelingPage];

export const serviceOverview: {
  meta: PageMeta;
  title: string;
  tagline: string;
  intro: string[];
  faqs: Faq[];
  /** The three article teasers of the shared block (the July 15, 2025 articles), by slug. */
  articleSlugs: string[];
  banner: { title: string; body: string; book: string; contact: string };
} = {
  meta: {
    title: "Waterproofing and coating services",
    description:
      "Deck, balcony, planter, roof deck, stair and pool deck coatings, below-grade and between-slab waterproofing, and concrete floor leveling across Los Angeles.",
  },
  title: "Our waterproofing and coating services",
  tagline: `${countWord(services.length, "en", true)} specialties, one crew that stands behind all of them.`,
  intro: [
    "Water gets into buildings in many ways: through a worn deck, a leaking planter, a basement wall or a cracked pool deck. We handle each of those with systems chosen for the job, installed by our own trained technicians.",
    `Since ${company.foundedYear} we have served home owners, HOA boards, builders and property managers from our base in ${company.address.city}. Every project starts with a free inspection and an upfront estimate.`,
  ],
  articleSlugs: [
    "Why-Waterproofing-Balcony-Decks-Saves-You-Big-Repairs",
    "Which-Waterproofing-Deck-Coating-Wins",
    "How-to-Fix-Peeling-or-Cracked-Waterproof-Deck-Coatings-Liquid-Rubber-vs-Polyurethane",
  ],
  banner: {
    title: "Talk to a specialist today",
    body: "Call us, or book your free inspection online: choose an arrival window and it is confirmed at once.",
    book: "Book online",
    contact: "Contact us",
  },
  faqs: [
    {
      question: "Which service do I need?",
      answer:
        "You do not need to know before you call. Describe what you are seeing, such as a stain, a crack or water that will not drain, and we will inspect it and recommend the right repair. Often a leak that looks like a roof problem turns out to be a deck, planter or flashing issue.",
    },
    {
      question: "Are inspections and estimates really free?",
      answer:
        "Yes. The inspection and the written estimate cost nothing and carry no obligation. You get a clear explanation of the problem and an itemized price before you decide anything.",
    },
    {
      question: "Do you work on commercial and multi-unit buildings?",
      answer:
        "Yes. Along with single-family homes, we work on condominiums, apartment buildings and commercial properties. We coordinate with HOA boards and property managers and schedule the work around residents and tenants.",
    },
    {
      question: "What warranty comes with your work?",
      answer: `We provide a ${warranties.general.charAt(0).toLowerCase()}${warranties.general.slice(1)}. Balcony systems carry ${warranties.balcony.toLowerCase()}, and the exact term is written on every estimate.`,
    },
  ],
};

/**
 * A lookup in one language's services: the services with these ids, in this order; `list` names the
 * list in the error when an id is unknown.
 */
export const servicesLookup =
  (all: readonly ServiceSummary[]) =>
  (ids: readonly string[], list: string): ServiceSummary[] =>
    ids.map((id) => {
      const service = all.find((s) => s.id === id);
      if (!service) throw new Error(`${list}: no service with id "${id}"`);
      return service;
    });

/** The English services with these ids (see `servicesLookup`). */
export const servicesById = servicesLookup(services);
