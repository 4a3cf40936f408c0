/** Las palabras de la página de opinión en español (inglés y marcas `{name}`: ../review-page.ts). */
import type { Translation } from "../i18n";
import type { reviewPageCopy as en } from "../review-page";

export const reviewPageCopy: Translation<typeof en> = {
  metaTitle: "Califique nuestro trabajo",
  metaDescription:
    "Cuente a otros propietarios cómo resultó el trabajo en su terraza o de impermeabilización.",
  title: "¿Cómo resultó el trabajo?",
  intro:
    "Su opinión ayuda al próximo propietario a decidir. Con su permiso la publicamos después de revisarla según nuestra política de opiniones, tenga las estrellas que tenga.",
  policyLink: "Nuestra política de opiniones",
  rating: {
    legend: "Su calificación",
    option: "{n} {n, plural, =1 {estrella} other {estrellas}}",
  },
  text: {
    label: "Su opinión",
    hint: "¿Qué había que arreglar y cómo resultó el trabajo? De {min} a {max} caracteres.",
  },
  displayName: {
    label: "Su nombre tal como se mostrará",
    hint: "Su nombre y la inicial de su apellido, p. ej. Ana P.",
  },
  city: { label: "Su ciudad", hint: "Se muestra con su nombre." },
  photo: {
    label: "Una foto del trabajo (opcional)",
    hint: "Una foto de la cámara o la galería de su teléfono: {types}, de hasta {mb} MB. Solo la ve nuestra oficina; no se publica con su opinión.",
  },
  consent: "Pueden publicar mi opinión en este sitio, con mi nombre tal como se muestra y mi ciudad.",
  submit: "Enviar mi opinión",
  errors: {
    summary: "Antes de enviar su opinión, revise {count} {count, plural, =1 {respuesta} other {respuestas}}.",
    rating: "Elija de 1 a 5 estrellas.",
    text: "Escriba de {min} a {max} caracteres sobre el trabajo.",
    displayName: "Escriba su nombre y la inicial de su apellido, p. ej. Ana P.",
    city: "Escriba su ciudad (hasta {max} caracteres).",
    unreadable: "No pudimos leer su opinión. Envíela de nuevo, por favor.",
    photoAgain:
      "Elija también su foto de nuevo: la página no puede guardarla mientras corrige sus respuestas.",
  },
  thanks: {
    title: "Gracias por su opinión",
    published:
      "Revisamos cada opinión según nuestra política de opiniones; salvo que la política lo impida, se publica en un plazo de {days} días.",
    private: "Sin su permiso para publicarla, su opinión queda con nosotros: leemos todas.",
    google: "Si lo desea, puede dejar la misma opinión también en Google:",
    googleLink: "Déjenos su opinión en Google",
  },
  mail: {
    subject: "¿Cómo resultó el trabajo? Un minuto para su opinión",
    greeting: "Hola, {name}:",
    body: "Gracias por elegir a {company}. ¿Nos cuenta, para otros propietarios, cómo resultó el trabajo? Toma un minuto: elija de 1 a 5 estrellas y escriba unas palabras.",
    link: "Su enlace privado (válido por {days} días):",
    policy: "Todas las opiniones siguen la misma política, tengan las estrellas que tengan:",
    signOff: "Gracias,\n{company}",
  },
  spent: {
    title: "Este enlace ya se usó",
    body: "Ya tenemos su opinión: gracias. Cada enlace admite una opinión.",
  },
  expired: {
    title: "Este enlace venció",
    body: "Los enlaces para dar su opinión están abiertos {days} días. Si aún quiere contarnos cómo resultó el trabajo, llámenos o escríbanos.",
  },
};
