/** The review policy's words in Spanish (the same statements as ../review-policy.ts). */
import { AUTO_PUBLISH_DAYS } from "../../lib/reviews/review-record.ts";
import { withWords, type Words } from "../i18n";
import { reviewPolicy as reviewPolicyEn, type ReviewPolicyContent } from "../review-policy";

const words: Words<ReviewPolicyContent, never> = {
  meta: {
    title: "Política de opiniones",
    description:
      "Cómo publicamos las opiniones que nuestros clientes envían por este sitio, sea cual sea su calificación, y las únicas razones por las que retenemos una.",
  },
  title: "Nuestra política de opiniones",
  tagline:
    "Cómo publicamos las opiniones de nuestros clientes y las únicas razones por las que retenemos una.",
  intro: [
    {
      heading: "Publicamos toda opinión que nos deje publicar",
      body: [
        "Cuando un cliente nos envía su opinión por este sitio y acepta que se publique, la publicamos en nuestra página de testimonios, sea cual sea su calificación.",
        `Nuestra oficina lee cada opinión. Una opinión que no hayamos publicado ni retenido ${AUTO_PUBLISH_DAYS} días después de recibirla se publica automáticamente.`,
        "Cada opinión se muestra en el idioma en que se escribió. Cuando nuestra oficina agrega una traducción al inglés o al español, la traducción se marca como traducida.",
        "Solo borramos una opinión cuando quien la escribió nos lo pide; entonces deja de contarse también.",
      ],
    },
  ],
  reasonsHeading: "Las únicas razones por las que retenemos una opinión",
  reasonsIntro:
    "Solo retenemos una opinión cuando se cumple una de estas razones. Anotamos cuál y quién lo decidió.",
  reasons: {
    private: {
      title: "Información confidencial o datos de otra persona",
      body: "Contiene secretos comerciales, información comercial o financiera confidencial, o los datos personales o la imagen de alguien que no es quien la escribe. Cuando basta con ocultar unas palabras, las ocultamos y publicamos el resto, y la opinión indica que se ocultaron datos personales. El teléfono o la dirección de quien la escribe se ocultan de la misma manera: nunca son motivo para retener la opinión.",
    },
    abusive: {
      title: "Difamatoria, acosadora, ofensiva, obscena o sexualmente explícita",
      body: "Es difamatoria, acosadora, ofensiva, obscena, vulgar o sexualmente explícita.",
    },
    discriminatory: {
      title: "Discriminatoria",
      body: "Discrimina a las personas por su raza, género, sexualidad, origen étnico u otra característica que forma parte de su identidad.",
    },
    false: {
      title: "Claramente falsa o engañosa",
      body: "Es claramente falsa o engañosa.",
    },
    unrelated: {
      title: "Sin ninguna relación con nuestro trabajo",
      body: "No tiene nada que ver con los trabajos, productos o servicios que ofrecemos. Una opinión que habla en parte de otra cosa se publica.",
    },
    fake: {
      title: "Hay motivos razonables para creer que es falsa",
      body: "Tenemos buenas razones para creer que es falsa, por ejemplo, porque no la escribió el cliente al que le pedimos su opinión.",
    },
  },
  sections: [
    {
      heading: "Las mismas reglas para cualquier calificación",
      body: [
        "Estas razones se aplican igual a una opinión de cinco estrellas que a una de una estrella. Nunca retenemos una opinión por ser crítica ni por su calificación. Cuando no estamos de acuerdo con una opinión, la respondemos en público: la respuesta del dueño aparece debajo.",
      ],
    },
    {
      heading: "Nunca cambiamos sus palabras",
      body: [
        "Nunca editamos las palabras ni las estrellas de un cliente. Si una opinión contiene datos personales, como un número de teléfono o la dirección de un vecino, ocultamos esas palabras, mostramos […] en su lugar y lo indicamos debajo de la opinión.",
      ],
    },
    {
      heading: "Qué cuentan nuestras cifras",
      body: [
        "Junto a las opiniones, nuestra página de testimonios muestra cuántas opiniones nos han enviado los clientes por este sitio y su calificación promedio. Cuenta todas las opiniones recibidas, publicadas, en espera de revisión o retenidas, salvo las retenidas por falsas, que nunca fueron la opinión de un cliente.",
        "Las tarjetas de opiniones que escribimos antes de que este sitio recibiera opiniones se muestran, pero no se cuentan.",
      ],
    },
    {
      heading: "Preguntas",
      body: [
        "Si cree que retuvimos una opinión por error, o quiere que quitemos la suya, llame o escriba a nuestra oficina: en nuestra página de contacto encontrará cómo.",
      ],
    },
  ],
};

export const reviewPolicy: ReviewPolicyContent = withWords<ReviewPolicyContent, never>(reviewPolicyEn, words);
