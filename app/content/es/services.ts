/**
 * The service records' words in Spanish; facts (ids, images, which services have a page, the overview's
 * articles) stay in ../services.ts. Each service page's words are a module of its own in services/.
 */
import { company } from "../company";
import { placeName } from "./areas";
import { translateAll, withWords, type Words } from "../i18n";
import {
  serviceOverview as serviceOverviewEn,
  servicePages as servicePagesEn,
  services as servicesEn,
  servicesLookup,
} from "../services";
import { countWord } from "../number-words";
import type { ServicePage, ServiceSummary } from "../types";
import { warranties } from "./company";
import { words as balcony } from "./services/balcony-page";
import { words as deck } from "./services/deck-page";
import { words as floorLeveling } from "./services/floor-leveling-page";
import { words as planter } from "./services/planter-page";

const FILE = "es/services.ts";

/** The services' names and summaries, by id. */
const summaries: Readonly<Record<string, Words<ServiceSummary, "id" | "image" | "page">>> = {
  "deck-coatings": {
    name: "Recubrimientos para terrazas",
    summary:
      "Sistemas impermeables transitables para terrazas de madera y de concreto, con la estructura, los tapajuntas y la malla metálica reparados primero para que el recubrimiento nuevo tenga una base firme.",
  },
  "balcony-waterproofing": {
    name: "Impermeabilización de balcones",
    summary:
      "Reparación de filtraciones y recubrimiento de balcones sobre espacios habitables, incluidos el estuco, el barandal y los desagües, donde empiezan casi todas las filtraciones de un balcón.",
  },
  "concrete-floor-leveling": {
    name: "Nivelación de pisos de concreto",
    summary:
      "Desbaste, resanes y mortero autonivelante para convertir una losa dispareja en una base plana y revisada para loseta, madera, vinilo o epóxico.",
  },
  "planter-waterproofing": {
    name: "Impermeabilización de jardineras",
    summary:
      "Membranas nuevas, desagües y protección contra raíces para jardineras integradas, para que regar el jardín ya no manche la pared o el techo de al lado.",
  },
  "between-slab-waterproofing": {
    name: "Impermeabilización entre losas",
    summary:
      "Una membrana colocada entre la losa estructural y la losa de acabado o los adoquines, para plazas, podios y terrazas con loseta construidas sobre cuartos o estacionamientos.",
  },
  "below-grade-waterproofing": {
    name: "Impermeabilización bajo el nivel del suelo",
    summary:
      "Membranas y drenaje para muros de sótano, muros de contención y cimientos, donde el agua del subsuelo y el escurrimiento de las laderas empujan contra la estructura.",
  },
  "roof-deck-waterproofing": {
    name: "Impermeabilización de azoteas",
    summary:
      "Membranas transitables en techos planos que también sirven de terraza, con remates bien resueltos alrededor de pretiles, puertas, desagües y equipos de la azotea.",
  },
  "stair-coatings": {
    name: "Recubrimientos para escaleras",
    summary:
      "Recubrimientos resistentes y antiderrapantes para escaleras y descansos exteriores, con las narices y las zancas selladas para que el agua no llegue a la estructura de madera.",
  },
  "pool-deck-coatings": {
    name: "Recubrimientos alrededor de la alberca",
    summary:
      "Capas texturizadas que se mantienen más frescas al pisar, renuevan pisos agrietados o manchados alrededor de la alberca y dan mejor agarre a los pies descalzos junto al agua.",
  },
};

export const services: ServiceSummary[] = translateAll<ServiceSummary, "id" | "image" | "page">(
  servicesEn,
  (s) => s.id,
  summaries,
  `${FILE} (services)`,
);

/** The service pages' words, by the English page's slug (each page's words: services/<name>.ts). */
const pageWords: Readonly<Record<string, Words<ServicePage, "image">>> = {
  "deck-waterproofing-coating-repair": deck,
  "balcony-waterproofing-coating-repair": balcony,
  "planter-waterproofing-coating-repair": planter,
  "Professional-Concrete-Floor-Leveling": floorLeveling,
};

/** The service pages, in the English menu order, each with its Spanish slug. */
export const servicePages: ServicePage[] = translateAll<ServicePage, "image">(
  servicePagesEn,
  (p) => p.slug,
  pageWords,
  `${FILE} (service pages)`,
);

export const serviceOverview: typeof serviceOverviewEn = withWords<typeof serviceOverviewEn, "articleSlugs">(
  serviceOverviewEn,
  {
    meta: {
      title: "Servicios de impermeabilización y recubrimientos",
      description:
        "Recubrimos terrazas, balcones, azoteas, escaleras y áreas de alberca; impermeabilizamos jardineras, sótanos y entre losas, y nivelamos pisos en Los Ángeles.",
    },
    title: "Nuestros servicios de impermeabilización y recubrimientos",
    tagline: `${countWord(servicesEn.length, "es", true)} especialidades y una sola cuadrilla que responde por todas.`,
    intro: [
      "El agua entra a los edificios de muchas maneras: por una terraza gastada, una jardinera que se filtra, un muro de sótano o el piso agrietado alrededor de una alberca. Atendemos cada caso con sistemas adecuados para ese trabajo, instalados por nuestros propios técnicos capacitados.",
      `Desde ${company.foundedYear} trabajamos para propietarios, asociaciones de propietarios (HOA), constructores y administradores de propiedades, con base en ${placeName(company.address.city)}. Cada proyecto empieza con una inspección gratuita y un presupuesto claro por adelantado.`,
    ],
    banner: {
      title: "Hable hoy con un especialista",
      body: "Llámenos o reserve en línea su inspección gratuita: elija un horario de llegada y queda confirmada al instante.",
      book: "Reservar en línea",
      contact: "Contáctenos",
    },
    faqs: [
      {
        question: "¿Qué servicio necesito?",
        answer:
          "No necesita saberlo antes de llamar. Cuéntenos lo que ve, como una mancha, una grieta o agua que no se va, y lo inspeccionamos y le recomendamos la reparación adecuada. Muchas veces, una filtración que parece del techo resulta ser de una terraza, una jardinera o un tapajuntas.",
      },
      {
        question: "¿De verdad la inspección y el presupuesto son gratis?",
        answer:
          "Sí. La inspección y el presupuesto por escrito son gratis y sin ningún compromiso. Recibe una explicación clara del problema y un precio detallado antes de decidir.",
      },
      {
        question: "¿Trabajan en edificios comerciales y de varias unidades?",
        answer:
          "Sí. Además de casas unifamiliares, trabajamos en condominios, edificios de apartamentos y propiedades comerciales. Nos coordinamos con la mesa directiva de la asociación y con los administradores, y programamos el trabajo según los horarios de residentes e inquilinos.",
      },
      {
        question: "¿Qué garantía tiene su trabajo?",
        answer: `Damos una ${warranties.general.charAt(0).toLowerCase()}${warranties.general.slice(1)}. Los sistemas para balcones tienen una garantía de ${warranties.balcony.charAt(0).toLowerCase()}${warranties.balcony.slice(1)}, y el plazo exacto aparece por escrito en cada presupuesto.`,
      },
    ],
  },
);

/** The Spanish services with these ids (see `servicesLookup`). */
export const servicesById = servicesLookup(services);
