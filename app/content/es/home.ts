/** The home page's words in Spanish; its facts (the lower cards' service ids) stay in ../home.ts. */
import { company, technicianCount, yearsInBusiness } from "../company";
import { home as homeEn, type HomeContent } from "../home";
import { withWords, type Words } from "../i18n";
import { warranties } from "./company";

const words: Words<HomeContent, "lowerServices"> = {
  meta: {
    title: "Impermeabilización de terrazas y balcones en Los Ángeles",
    description:
      "Reparamos filtraciones, impermeabilizamos terrazas, balcones y jardineras, y nivelamos pisos en Los Ángeles. Inspección gratuita y garantía por escrito.",
  },
  hero: {
    title: "Impermeabilización que mantiene secas las terrazas de Los Ángeles",
    tagline:
      "Recubrimientos para terrazas, balcones, jardineras y azoteas, reparados e instalados por nuestras propias cuadrillas. Empiece con una inspección gratuita.",
  },
  about: {
    heading: "Impermeabilización de confianza en Los Ángeles desde hace décadas",
    summary: `Desde ${company.foundedYear} reparamos e impermeabilizamos terrazas, balcones, jardineras y pisos en todo el condado de Los Ángeles. Son ${yearsInBusiness()} años aprendiendo por dónde se mete el agua en los edificios de esta región y cómo cerrarle el paso para siempre.`,
    mission:
      "Nuestra misión es corregir la verdadera causa de cada filtración, explicarle el trabajo con palabras sencillas y dejar cada terraza más segura y con mejor aspecto que cuando llegamos.",
    vision:
      "Queremos ser la primera empresa a la que llamen los dueños de casa, las mesas directivas de asociaciones de propietarios (HOA) y los administradores de propiedades cuando necesiten una impermeabilización bien hecha a la primera.",
  },
  whyChooseUs: [
    {
      title: "Inspección gratuita, presupuesto claro",
      body: "Inspeccionamos sin costo, le mostramos lo que encontramos y le damos un precio detallado antes de programar cualquier trabajo.",
    },
    {
      title: "Técnicos propios y capacitados",
      body: `Más de ${technicianCount} técnicos se encargan de los recubrimientos, la carpintería, la lámina metálica y el estuco, así que un solo equipo responde por toda la reparación.`,
    },
    {
      title: "Garantía por escrito",
      body: `Los recubrimientos que instalamos tienen ${warranties.general.charAt(0).toLowerCase()}${warranties.general.slice(1)}.`,
    },
    {
      title: "Productos de calidad y de bajas emisiones",
      body: "Usamos sistemas de calidad profesional con bajo contenido de compuestos orgánicos volátiles (VOC, por sus siglas en inglés), aptos para casas y edificios habitados, y elegimos el adecuado para cada superficie.",
    },
  ],
  process: [
    {
      title: "Inspección",
      body: "Revisamos la terraza, el balcón o la jardinera, y también los espacios de alrededor y de abajo, para encontrar por dónde entra el agua.",
    },
    {
      title: "Plan y presupuesto",
      body: "Le explicamos con claridad el problema, el sistema que recomendamos y el calendario, y le entregamos un presupuesto detallado por escrito.",
    },
    {
      title: "Recubrimiento y prueba",
      body: "Nuestra cuadrilla repara y recubre la superficie, la prueba con agua y registra su garantía por escrito.",
    },
  ],
  faqs: [
    {
      question: "¿En qué zonas trabajan?",
      answer:
        "Trabajamos en todo el condado de Los Ángeles, incluidos Los Ángeles, Santa Mónica, Beverly Hills, Malibú, Pasadena, el Valle de San Fernando y Santa Clarita. También aceptamos proyectos en el condado de Orange. Si no está seguro de que lleguemos hasta su dirección, llámenos.",
    },
    {
      question: "¿Cómo sé si mi terraza o mi balcón tiene una filtración?",
      answer:
        "Las señales más comunes son manchas o pintura abombada en el techo de abajo, un recubrimiento agrietado o que se está despegando, partes que se sienten blandas al pisar y agua que se encharca después de la lluvia. Si nota alguna de ellas, una inspección gratuita encontrará la causa antes de que el daño avance.",
    },
    {
      question: "¿Cuánto tarda un proyecto típico?",
      answer:
        "Las terrazas pequeñas suelen quedar listas en 2 a 4 días, volver a recubrir una terraza completa lleva unos 4 a 7 días hábiles y la mayoría de los balcones, de 3 a 5. Su presupuesto incluye un calendario basado en lo que encontremos.",
    },
    {
      question: "¿Trabajan con asociaciones de propietarios (HOA) y administradores de propiedades?",
      answer:
        "Sí. Trabajamos con frecuencia en condominios y edificios de apartamentos, incluidas las reparaciones que siguen a las inspecciones de balcones que exigen las leyes estatales SB 721 y SB 326. Nos coordinamos con las mesas directivas y los administradores, y mantenemos informados a los residentes en todo momento.",
    },
  ],
};

export const home: HomeContent = withWords<HomeContent, "lowerServices">(homeEn, words);
