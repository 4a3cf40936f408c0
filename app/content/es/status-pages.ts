/** The not-found and error screens in Spanish (English: ../status-pages.ts); links go to the Spanish pages. */
import { esPaths } from "../page-registry";
import type {
  formRefusals as formRefusalsEn,
  statusMeta as statusMetaEn,
  statusPages as statusPagesEn,
} from "../status-pages";

/** Their head tags (the root layout's `meta` needs them in the browser). */
export const statusMeta: typeof statusMetaEn = {
  notFound: {
    title: "Página no encontrada",
    description:
      "La página que buscaba no existe. Desde aquí puede ir a nuestros servicios, a la galería de proyectos, al blog o a nuestros datos de contacto.",
  },
  error: {
    title: "Algo salió mal",
    description:
      "No pudimos mostrar esta página por un error de nuestra parte. Vuelva a intentarlo en un momento; también puede llamarnos o enviarnos un mensaje de texto.",
  },
};

/** The not-found and error screens (never indexed). */
export const statusPages: typeof statusPagesEn = {
  notFound: {
    meta: statusMeta.notFound,
    eyebrow: "Error 404",
    title: "Página no encontrada",
    body: "No encontramos esa página. Es posible que la hayamos movido al renovar nuestro sitio. Estas páginas pueden servirle; también puede llamarnos al",
    action: { label: "Pida una inspección gratuita", href: esPaths.contact },
    links: [
      { label: "Inicio", href: esPaths.home },
      { label: "Nuestros servicios", href: esPaths.services },
      { label: "Galería de proyectos", href: esPaths.gallery },
      { label: "Blog", href: esPaths.blog },
      { label: "Contáctenos", href: esPaths.contact },
    ],
  },
  error: {
    meta: statusMeta.error,
    title: "¡Algo salió mal!",
    body: "Lo sentimos, no pudimos mostrar esta página. Por favor, inténtelo de nuevo en un momento o llámenos al",
    action: { label: "Volver a la página de inicio", href: esPaths.home },
    details: { show: "Mostrar el error", hide: "Ocultar el error" },
  },
};

/** Las respuestas en texto a un formulario rechazado antes de leerlo. */
export const formRefusals: typeof formRefusalsEn = {
  origin:
    "Los formularios de este sitio solo se pueden enviar desde este sitio. Abra la página y envíe el formulario de nuevo.",
  noLength: "Envíe el formulario de nuevo desde la página.",
  tooLarge: "Ese formulario era demasiado grande para aceptarlo. Acorte su mensaje y envíelo de nuevo.",
  mediaType:
    "Eso no se envió como lo envía el formulario de esta página. Envíe el formulario de nuevo desde la página.",
};
