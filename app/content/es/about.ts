/** The about page's words in Spanish; the cities served are the area records' Spanish names (./areas.ts). */
import { about as aboutEn, type AboutContent } from "../about";
import { citiesServed, placeName } from "./areas";
import {
  combinedExperienceYears,
  company,
  customerCount,
  technicianCount,
  yearsInBusiness,
} from "../company";
import { langInfo, withWords, type Words } from "../i18n";

const words: Words<AboutContent> = {
  meta: {
    title: "Quiénes somos: nuestro equipo de impermeabilización",
    description:
      "Conozca al equipo que lleva décadas reparando terrazas, balcones y jardineras en Los Ángeles: cómo empezamos, los sistemas que usamos y quién nos dirige.",
  },
  hero: {
    title: "Quiénes somos",
    tagline: `Desde ${company.foundedYear} mantenemos secas las terrazas, los balcones y las jardineras de Los Ángeles.`,
  },
  story: [
    `${company.name} abrió sus puertas en ${company.foundedYear} con una cuadrilla pequeña, una camioneta y una idea sencilla: averiguar por qué se filtra una terraza antes de taparla con un recubrimiento nuevo. Esa costumbre de revisar lo que hay debajo sigue marcando el inicio de cada trabajo, ${yearsInBusiness()} años después.`,
    "Con el tiempo, el trabajo pasó de las terrazas de casas unifamiliares a balcones, jardineras, azoteas, áreas de alberca e impermeabilización bajo el nivel del suelo, y de las casas particulares a condominios, edificios de apartamentos y propiedades comerciales. Sumamos carpinteros, hojalateros y especialistas en estuco para que un solo equipo pudiera encargarse de toda la reparación.",
    `Hoy, más de ${technicianCount} técnicos capacitados, que entre todos suman más de ${combinedExperienceYears} años de experiencia, salen de nuestra base en ${placeName(company.address.city)} a trabajar en todo el condado de Los Ángeles. Muchos de los más de ${new Intl.NumberFormat(langInfo.es.tag).format(customerCount)} clientes que hemos atendido nos vuelven a llamar cuando otra terraza, u otro edificio, necesita atención.`,
    "Lo que no ha cambiado es el trato. Le explicamos con palabras sencillas lo que encontramos, le damos un precio por escrito antes de empezar y respaldamos el trabajo con una garantía por escrito.",
  ],
  citiesServed,
  whatWeDo: {
    heading: "Recubrimientos e impermeabilización, bien hechos desde la base",
    body: [
      "Impermeabilizamos y recubrimos terrazas, balcones, jardineras, azoteas, escaleras y áreas alrededor de la alberca, y también hacemos impermeabilización entre losas y bajo el nivel del suelo, y nivelación de pisos de concreto. Cada proyecto empieza con una inspección, porque el sistema adecuado depende de lo que hay debajo y del uso que tiene la superficie.",
      "Trabajamos con líneas reconocidas de productos profesionales de impermeabilización y, para cada superficie, elegimos el producto que mejor responde al sol y a la intemperie que recibe y al tránsito que soporta. Siempre que podemos, usamos fórmulas con bajo contenido de compuestos orgánicos volátiles (VOC, por sus siglas en inglés), aptas para casas y edificios habitados.",
    ],
    products: [
      "Membranas impermeables y capas finales de poliuretano",
      "Membranas elastoméricas de caucho líquido",
      "Recubrimientos cementosos y texturas salpicadas y aplanadas (knockdown)",
      "Morteros autonivelantes de cemento",
      "Primarios y recubrimientos epóxicos para pisos",
      "Selladores de poliuretano y de silicón para juntas",
      "Tapajuntas de lámina galvanizada y malla metálica (metal lath)",
      "Barreras antirraíces y láminas de drenaje",
    ],
  },
  leadership: {
    heading: "Quién nos dirige",
    body: [
      `${company.president}, nuestro presidente, dirige una empresa que sigue trabajando como al principio: en la obra, de cerca y respondiendo por cada proyecto. Todavía revisa los presupuestos, pasa a ver los trabajos y se asegura de que cada cuadrilla deje el lugar como querría que dejaran su propia casa.`,
      `Bajo la dirección de ${company.president}, la empresa ha sumado cuadrillas y servicios sin cambiar lo que les promete a sus clientes: una explicación clara, un precio justo por escrito y una impermeabilización que dura.`,
    ],
  },
};

export const about: AboutContent = withWords<AboutContent, never>(aboutEn, words);
