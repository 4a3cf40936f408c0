/** The menus' words in Spanish (which pages, in which order: ../navigation.ts). */
import type { NavLabels } from "../navigation";

export const navLabels: NavLabels = {
  main: {
    home: "Inicio",
    about: "Nosotros",
    services: "Servicios",
    areas: "Zonas",
    gallery: "Galería",
    referenceSheet: "Referencias",
    testimonials: "Testimonios",
    contact: "Contacto",
    blog: "Blog",
  },
  footer: {
    services: "Nuestros servicios",
    about: "Nosotros",
    blog: "Blog",
    contact: "Contacto",
    privacy: "Privacidad",
  },
  footerArea: (city) => `Impermeabilización de terrazas en ${city}`,
};
