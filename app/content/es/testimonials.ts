/** The testimonials page's words in Spanish (customers' words translated); facts stay in ../testimonials.ts. */
import { company } from "../company";
import { translateAll, type Words } from "../i18n";
import { placeName } from "./areas";
import {
  seededLetters,
  seededReviews,
  testimonials as testimonialsEn,
  type SeededReview,
  type TestimonialLetter,
  type TestimonialPhoto,
  type TestimonialsContent,
} from "../testimonials";

const FILE = "es/testimonials.ts";

type LetterFacts = "date" | "author" | "place" | "featured";
type ReviewFacts = "author" | "location" | "rating" | "featured";
type PhotoFacts = "image";

// Nested words pair with the English records by author (letters, reviews) and by image key (photos).

const letterWords: Readonly<Record<string, Words<TestimonialLetter, LetterFacts>>> = {
  "Eleanor M.": {
    role: "presidenta de la mesa directiva de una asociación de propietarios de condominios",
    // Addressed to a man and his team together: "Estimados" agrees with both.
    salutation: `Estimados ${company.president} y equipo de ${company.shortName}:`,
    paragraphs: [
      `En nombre de nuestra mesa directiva, quiero agradecerles el trabajo que hicieron en los balcones y las terrazas de nuestro edificio, y que terminaron a principios de este año. Varios propietarios llevaban años viendo manchas en el techo, y otros contratistas habían parchado los mismos lugares más de una vez sin lograr detener las filtraciones.`,
      "Su equipo se tomó el tiempo de abrir los balcones en peor estado, mostrarnos la estructura de madera podrida y los tapajuntas que habían fallado, y explicarnos qué había que cambiar. El presupuesto fue claro y la factura final coincidió con él.",
      "Los residentes estuvieron informados en todo momento, las cuadrillas fueron muy atentas y dejaban todo limpio al final de cada día. El trabajo quedó listo antes de las últimas tormentas del invierno, y las pasamos sin un solo reporte de filtraciones nuevas.",
      "No dudaríamos en recomendar su empresa a cualquier asociación que tenga problemas parecidos, y esperamos volver a trabajar con ustedes.",
    ],
    closing: "Con nuestro agradecimiento,",
  },
  "Robert A.": {
    role: "administrador de propiedades, edificio de 24 apartamentos",
    salutation: `Estimado ${company.president}:`,
    paragraphs: [
      "Administro un edificio de 24 apartamentos cuyas jardineras de podio llevaban tanto tiempo filtrando agua al estacionamiento que nadie recordaba desde cuándo. El agua manchaba los techos, goteaba sobre los carros de los inquilinos y oxidaba las lámparas.",
      "Su cuadrilla vació las jardineras, salvó los árboles que queríamos conservar y descubrió que la membrana original se había abierto a lo largo de los muros y que los desagües ni siquiera tenían collarín. Rehicieron las dos cosas, hicieron una prueba de inundación en cada jardinera antes de volver a llenarla y me mandaron fotos de cada etapa para los dueños.",
      "El calendario que nos dieron al principio se cumplió al pie de la letra, y a los inquilinos se les avisó por escrito qué se iba a hacer y cuándo. Con las tormentas de este invierno, el estacionamiento se mantuvo seco por primera vez en años.",
      "Con gusto recomiendo su empresa a otros dueños y administradores, y con toda confianza pueden compartir esta carta.",
    ],
    closing: "Atentamente,",
  },
};

const photoWords: Readonly<Record<string, Words<TestimonialPhoto, PhotoFacts>>> = {
  "testimonial-condo-balconies": {
    caption:
      "Los balcones de la asociación después de la reparación: estructura de madera y tapajuntas rehechos bajo un nuevo sistema de recubrimiento.",
  },
  "testimonial-pasadena-deck": {
    caption:
      "La terraza de Dana K. en Pasadena, con recubrimiento nuevo después de que cambiamos el tapajuntas de la puerta y el triplay dañado.",
  },
};

const reviewWords: Readonly<Record<string, Words<SeededReview, ReviewFacts>>> = {
  "Dana K.": {
    service: "Recubrimiento para terrazas",
    text: "De la terraza del segundo piso de nuestra casa estilo Craftsman se filtraba agua al comedor cada vez que llovía. Encontraron el tapajuntas dañado en la puerta, cambiaron el triplay que estaba blando y le pusieron recubrimiento nuevo a toda la terraza. El color combina perfecto con la casa, y desde entonces no ha vuelto a entrar agua.",
  },
  "Marcus T.": {
    service: "Impermeabilización de balcones",
    text: "La brisa del mar había oxidado los postes del barandal y el recubrimiento se estaba agrietando alrededor. La cuadrilla cambió el metal, selló todo como se debe y nos explicó cómo cuidar el balcón viviendo tan cerca del mar. Muy profesionales de principio a fin.",
  },
  "Priya S.": {
    service: "Recubrimiento para el área de la alberca",
    text: "El piso alrededor de la alberca estaba manchado y agrietado, y temíamos que hubiera que demolerlo todo. En lugar de eso, renovaron la superficie, protegieron la alberca y el jardín todo el tiempo, y ahora el piso resbala mucho menos. Se ve como nuevo.",
  },
  "Greg L.": {
    service: "Impermeabilización de jardineras",
    text: "El agua de las jardineras del frente seguía manchando la pared de la cochera. Vaciaron las jardineras, salvaron nuestras plantas, pusieron una membrana nueva y desagües como debe ser, y volvieron a plantar todo. Las manchas no han regresado.",
  },
  "Lorena V.": {
    service: "Nivelación de pisos de concreto",
    text: "El instalador de pisos nos dijo que la losa estaba demasiado desnivelada para la loseta que escogimos. Este equipo midió la humedad, rebajó las partes altas y niveló todo el piso. La loseta quedó pareja, y el instalador quedó impresionado.",
  },
  "Howard B.": {
    service: "Impermeabilización de azoteas",
    text: "Como administrador de un pequeño edificio de condominios, necesitaba un contratista que se comunicara con los residentes y cumpliera con el calendario. Hicieron las dos cosas, y la azotea pasó la prueba de inundación a la primera.",
  },
};

/**
 * The seeded letters in Spanish, in the English order: the office's translation each seeded letter carries
 * (shown marked as translated; its PDF stays the letter as written), places named the Spanish way.
 */
export const seededLettersEs: readonly TestimonialLetter[] = translateAll<TestimonialLetter, LetterFacts>(
  seededLetters,
  (l) => l.author,
  letterWords,
  `${FILE} (letters)`,
).map((l) => ({ ...l, place: placeName(l.place) }));

export const testimonials: TestimonialsContent = {
  meta: {
    title: "Opiniones y testimonios de clientes",
    description:
      "Propietarios, asociaciones (HOA) y administradores de Los Ángeles cuentan cómo impermeabilizamos sus terrazas, balcones, jardineras y áreas de alberca.",
  },
  hero: {
    title: "Lo que dicen nuestros clientes",
    tagline:
      "Propietarios, asociaciones (HOA) y administradores de propiedades cuentan cómo es trabajar con nuestras cuadrillas.",
  },
  photos: translateAll<TestimonialPhoto, PhotoFacts>(
    testimonialsEn.photos,
    (p) => p.image,
    photoWords,
    `${FILE} (photos)`,
  ),
};

/**
 * The seeded review cards in Spanish, in the English order: the office's translation each seeded review
 * carries (shown marked as translated), the reviewers' places named the Spanish way (Malibú, Santa Mónica).
 */
export const seededReviewsEs: readonly SeededReview[] = translateAll<SeededReview, ReviewFacts>(
  seededReviews,
  (r) => r.author,
  reviewWords,
  `${FILE} (reviews)`,
).map((r) => ({ ...r, location: placeName(r.location) }));
