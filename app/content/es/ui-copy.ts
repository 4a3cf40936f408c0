/** The words of the site's frame and shared parts in Spanish (English: ../ui-copy.ts). */
import type { Translation } from "../i18n";
import type { UiCopy } from "../ui-copy";

export const uiCopy: Translation<UiCopy> = {
  skipLink: "Saltar al contenido principal",
  logo: { subtitle: "Deck & Waterproofing", home: "(página de inicio)" },
  topBar: {
    label: "Bienvenida, horario y redes sociales",
    // "Bienvenidos", as Spanish signs greet everyone (the singular "Bienvenido" greets one man). Shorter
    // than the English: beside the Spanish hours, "Al servicio de Los Ángeles desde…" was cut off at 1440 px.
    welcome: (name, year) => `Bienvenidos a ${name} · Desde ${year}`,
    hours: "Horario de oficina:",
  },
  header: {
    call: "Llámenos",
    email: "Escríbanos",
    office: (city) => `Oficina · ${city}`,
    callNumber: (phone) => `Llamar al ${phone}`,
    mainNav: "Principal",
    submenu: (group) => `Submenú de ${group}`,
  },
  languageSwitch: {
    label: "Idioma",
    readIn: (to) => `Leer esta página en ${{ en: "inglés", es: "español" }[to]}:`,
  },
  footer: {
    about: (years, year) =>
      `Impermeabilización de terrazas, balcones, jardineras y azoteas para propietarios, asociaciones (HOA) y administradores de propiedades en todo Los Ángeles: ${years} años de experiencia, desde ${year}.`,
    companyNav: "Pie de página",
    company: "Empresa",
    areas: "Zonas de servicio",
    contact: "Contacto",
    office: "Ubicación de la oficina",
  },
  contact: {
    call: (phone) => `Llame al ${phone}`,
    text: (phone) => `Mensaje de texto al ${phone}`,
    callWord: "Llame al",
    textWord: "Mensaje de texto al",
    openMaps: "Abrir en Google Maps",
    newTab: "(se abre en una pestaña nueva)",
    mapTitle: (address) => `Mapa de nuestra oficina en ${address}`,
  },
  social: { label: "Redes sociales", newTab: (network) => `${network} (se abre en una pestaña nueva)` },
  stats: {
    label: "La empresa en cifras",
    years: "Años de experiencia",
    atLeast: { before: "más de", after: "" },
    // "4.85 de 5": "más de 4.85" read as a floor on an average.
    outOf: (max) => ({ before: "", after: ` de ${max}` }),
  },
  steps: { step: (n) => `Paso ${n}:` },
  reviews: {
    rated: (n) => `Calificación: ${n} de 5`,
    translated: "Traducida del inglés por nuestra oficina",
    redacted: "Datos personales ocultados por nuestra oficina: […]",
    reply: "Respuesta del dueño",
    average: (average, count) =>
      `Promedio de ${average} de 5 en ${count} ${count === 1 ? "opinión recibida" : "opiniones recibidas"} por este sitio`,
    none: "Todavía no hemos recibido opiniones por este sitio.",
    counted:
      "Se cuentan todas las opiniones que los clientes enviaron por este sitio, publicadas, en espera, retenidas o enviadas sin permiso para publicarlas, salvo las retenidas por falsas. Las tarjetas escritas antes de que el sitio recibiera opiniones se muestran, pero no se cuentan.",
    policy: "Cómo publicamos las opiniones: nuestra política de opiniones",
    strip: (count) =>
      `Promedio de ${count} ${count === 1 ? "opinión recibida" : "opiniones recibidas"} por este sitio`,
  },
  faq: { eyebrow: "Preguntas", title: "Preguntas frecuentes" },
  article: {
    readMore: "Leer más",
    minutes: (n) => `${n} min de lectura`,
    breadcrumb: "Ruta de navegación",
    home: "Inicio",
    blog: "Blog",
  },
  area: { zipCodes: "Códigos postales:", serviceType: "Impermeabilización de terrazas y balcones" },
  servicePage: { glance: "En resumen" },
  home: { mission: "Nuestra misión", vision: "Nuestra visión", quote: "Pida su cotización gratis" },
  contactPage: { nextSteps: "Qué sigue" },
  about: { since: (year) => `Desde ${year}` },
  socialLabels: {
    home: "Inspecciones gratuitas · Garantía por escrito",
    service: "Nuestros servicios",
    area: "Zonas de servicio",
    article: "De nuestro blog",
  },
  markdown: {
    contact: "Contacto e inspección gratuita",
    phone: "Teléfono",
    text: "Mensajes de texto",
    email: "Correo electrónico",
    office: "Oficina",
    hours: "Horario",
    quoteForm: (form, api) =>
      `Formulario de cotización: ${form}; para agentes, la API JSON descrita en ${api} (con "language": "es")`,
    mission: "Misión",
    vision: "Visión",
    services: "Servicios",
    why: "Por qué elegirnos",
    how: "Cómo trabajamos",
    cities: "Ciudades donde trabajamos",
    more: "Más información",
    warranty: "Garantía",
    duration: "Duración habitual",
    process: "Nuestro proceso",
    problems: "Problemas que resolvemos",
    letter: (author, role, date, translated) =>
      `Carta de ${author}, ${role} (${date}${translated ? "; traducida del inglés" : ""})`,
    reviews: "Opiniones",
    referenceColumns: "| Empresa | Contacto | Teléfono | Obra | Ubicación |",
    effective: (date) => `Vigente desde el ${date}.`,
    conditions: (city) => `Condiciones locales en ${city}`,
    areaServices: (city) => `Servicios en ${city}`,
    areaWhy: (city) => `Por qué ${city} nos elige`,
    neighborhoods: "Vecindarios",
    zipCodes: (codes) => `Códigos postales: ${codes}`,
    areasServed: (areas) => `Zonas de servicio: ${areas}.`,
    published: (date, company, minutes) => `Publicado el ${date} por ${company}. ${minutes} min de lectura.`,
  },
  translated: "(traducido del inglés)",
  otherLanguageFile: "(en inglés)",
};
