/** The page templates' headings and calls to action in Spanish (English: ../page-copy.ts). */
import type { Translation } from "../i18n";
import { countWord } from "../number-words";
import type {
  carouselCopy as carouselCopyEn,
  emergencyCopy as emergencyCopyEn,
  pageCopy as pageCopyEn,
} from "../page-copy";

/** The services carousel's slide names (server markup; its controls' words: ./widget-copy.ts). */
export const carouselCopy: Translation<typeof carouselCopyEn> = {
  slide: (n, count) => `${n} de ${count}`,
};

/** The urgent call-back band around the emergency form (home page). */
export const emergencyCopy: Translation<typeof emergencyCopyEn> = {
  label: "Llamada urgente",
  eyebrow: "¿Una filtración urgente?",
  title: "¿Le está entrando agua por el techo?",
  body: "Llame o envíe un mensaje de texto ahora, o déjenos su número y le devolvemos la llamada.",
};

export const pageCopy: Translation<typeof pageCopyEn> = {
  home: {
    heroEyebrow: "Inspecciones gratuitas · Presupuestos claros",
    about: { eyebrow: "Quiénes somos", more: "Conozca más sobre nosotros" },
    services: {
      eyebrow: "Lo que hacemos",
      title: "Servicios de impermeabilización",
      intro: "Recubrimientos, membranas y reparaciones para cada superficie que protege su casa del agua.",
      all: "Ver todos los servicios",
    },
    carousel: carouselCopy,
    why: { eyebrow: "Por qué elegirnos", title: "Una sola cuadrilla responsable, de principio a fin" },
    process: { eyebrow: "Cómo trabajamos", title: "Tres pasos para una terraza seca" },
    blog: { eyebrow: "Del blog", title: "Consejos de nuestras cuadrillas" },
    lowerServices: { eyebrow: "También hacemos", title: "Áreas de alberca, escaleras y balcones" },
    askQuestions: "Pregúntenos",
  },
  projects: {
    eyebrow: "Proyectos recientes",
    title: "Vea nuestro trabajo en la galería",
    all: "Ver toda la galería",
  },
  about: {
    story: {
      eyebrow: "Nuestra historia",
      title: "Una terraza seca tras otra",
      action: "¿Quiere saber más? Hable con nosotros",
    },
    cities: { eyebrow: "Dónde trabajamos", title: "Ciudades que atendemos" },
    cta: "Llame ya para una inspección gratuita",
    whatWeDo: { eyebrow: "Lo que hacemos", products: "Productos profesionales que instalamos" },
    leadership: { eyebrow: "Liderazgo", action: "Hable con nuestro equipo" },
  },
  serviceOverview: {
    quotes: {
      eyebrow: "Opiniones de clientes",
      title: "En palabras de nuestros clientes",
      all: "Leer todos los testimonios",
    },
    articles: { eyebrow: "Del blog", title: "Guías de nuestras cuadrillas", all: "Visite nuestro blog" },
    heroEyebrow: "Nuestros servicios",
    action: "Reserve una inspección gratuita",
    list: { eyebrow: "Lo que hacemos", title: (count) => `${countWord(count, "es", true)} especialidades` },
  },
  servicePage: {
    heroEyebrow: "Servicio",
    action: "Pida su cotización gratis",
    warranty: "Garantía",
    duration: "Cuánto tarda",
    asideAction: "Pida una inspección gratuita",
    process: { eyebrow: "Nuestro proceso", title: "Cómo hacemos el trabajo" },
    problems: { eyebrow: "Problemas que resolvemos", title: "Lo que reparamos" },
  },
  areaPage: {
    action: "Pida su cotización gratis",
    heroEyebrow: (city) => `Impermeabilización en ${city}`,
    conditions: (city) => `Por qué las terrazas de ${city} necesitan cuidados especiales`,
    services: { eyebrow: "Servicios", title: (city) => `Nuestros servicios en ${city}` },
    process: { eyebrow: "Nuestro proceso", title: "Cuatro pasos para una terraza sin filtraciones" },
    why: { eyebrow: "Por qué elegirnos", title: (city) => `Por qué ${city} confía en nuestras cuadrillas` },
    neighborhoods: {
      eyebrow: "Zona de servicio",
      title: (city) => `Vecindarios donde trabajamos en ${city} y sus alrededores`,
    },
    contact: (city) => `Inspecciones gratuitas de terrazas en ${city}`,
  },
  blog: { count: (n) => `${n} ${n === 1 ? "artículo" : "artículos"}, del más reciente al más antiguo.` },
  article: { cta: "¿Tiene alguna pregunta sobre su terraza?", related: "Siga leyendo" },
  testimonials: {
    heroEyebrow: "Testimonios",
    letter: "Carta de uno de nuestros clientes",
    reviews: { eyebrow: "Opiniones", title: "Opiniones de nuestros clientes" },
    cta: {
      title: "Sea nuestro próximo cliente satisfecho",
      action: "Pida su cotización gratis",
      call: "Llámenos ahora",
    },
    letters: {
      eyebrow: "Cartas",
      title: "Lea las cartas completas",
      intro:
        "Las cartas originales de nuestros clientes, en archivos PDF que puede descargar, imprimir o compartir.",
      // The template adds "(PDF, <size>)" and ui-copy's "(en inglés)" after this.
      link: (author) => `Carta de ${author}`,
    },
    photos: { eyebrow: "Fotos", title: "El trabajo del que escribieron" },
  },
  sections: {
    header: {
      menu: "Menú",
      quote: "Pida una cotización",
      opensMaps: "(abre Google Maps en una pestaña nueva)",
      // The group labels (./navigation.ts) are plurals: "Servicios" → "Todos los servicios".
      allOf: (group) => `${/as$/i.test(group) ? "Todas las" : "Todos los"} ${group.toLowerCase()}`,
    },
    map: { show: "Mostrar el mapa interactivo", hide: "Ocultar el mapa interactivo" },
    serviceCard: { readMore: "Leer más", ask: "Preguntar por este servicio" },
    callBar: {
      label: "Llamar, enviar un mensaje, reservar una inspección o pedir una cotización",
      call: "Llamar",
      text: "Mensaje",
      quote: "Cotización gratis",
    },
    ctaBanner: {
      title: "¿Quiere una inspección gratuita?",
      body: "Cuéntenos sobre su terraza, balcón o jardinera. Le respondemos en un día hábil con una hora para la visita, y después de la inspección le damos un presupuesto claro.",
      action: "Pida su cotización gratis",
    },
    contactBlock: {
      title: "Hable con un especialista en impermeabilización",
      areas: "Zonas de servicio",
      areasSuffix: "y comunidades cercanas.",
      action: "Pida su cotización gratis",
    },
    contactTiles: {
      call: "Llamadas y mensajes de texto",
      email: "Correo electrónico",
      emailNote: "Respondemos en un día hábil.",
      office: "Oficina",
      seeMap: "Ver el mapa",
    },
    emergency: emergencyCopy,
  },
};
