/** The simple pages' words in Spanish (blog, contact, gallery, references); their images stay in ../pages.ts. */
import { withWords, type Words } from "../i18n";
import { pages as pagesEn } from "../pages";

type PagesEn = typeof pagesEn;
/** The facts of a page: its hero image, or the gallery project its hero shows. */
type PageFacts = "image" | "heroProject";
type PageWords<K extends keyof PagesEn> = Words<PagesEn[K], Extract<keyof PagesEn[K], PageFacts>>;

const blog: PageWords<"blog"> = {
  meta: {
    title: "Consejos y guías de impermeabilización",
    description:
      "Guías prácticas sobre terrazas, balcones, jardineras y áreas de alberca: recubrimientos, filtraciones e inspecciones, escritas por nuestras cuadrillas.",
  },
  eyebrow: "Guías y consejos",
  title: "Nuestro blog",
  tagline:
    "Consejos claros para evitar filtraciones en terrazas, balcones y jardineras, escritos por el mismo equipo que hace las reparaciones.",
  sections: { articles: "Artículos" },
};

const contact: PageWords<"contact"> = {
  meta: {
    title: "Contáctenos para una inspección gratuita",
    description:
      "Llámenos, envíenos un mensaje de texto o un correo, o llene el formulario: le respondemos en un día hábil para reservar su inspección gratuita y sin compromiso.",
  },
  eyebrow: "Inspección gratuita",
  title: "Contáctenos",
  tagline:
    "Inspecciones gratuitas y sin compromiso, y presupuestos claros desde el principio para terrazas, balcones, jardineras y pisos.",
  sections: { quote: "Solicitud de cotización", reach: "Cómo comunicarse con nosotros" },
};

const gallery: PageWords<"gallery"> = {
  meta: {
    title: "Galería de proyectos: antes y después",
    description:
      "Vea el antes y el después de terrazas, desagües, barandales, áreas de alberca, jardineras, estuco y losetas que nuestras cuadrillas han renovado en Los Ángeles.",
  },
  eyebrow: "Nuestro trabajo",
  title: "Galería de proyectos",
  tagline:
    "Deslice la línea divisoria para comparar cada superficie antes y después del trabajo de nuestras cuadrillas.",
  sections: { projects: "Proyectos" },
};

const referenceSheet: PageWords<"referenceSheet"> = {
  meta: {
    title: "Referencias de contratistas y constructoras",
    description:
      "Constructoras, administradores de propiedades y contratistas generales que nos han confiado sus terrazas y balcones. Busque por empresa, obra o ciudad.",
  },
  eyebrow: "Referencias",
  title: "Lista de referencias",
  tagline:
    "Constructoras y administradores de propiedades que nos han confiado sus terrazas, balcones y jardineras.",
  sections: { list: "Lista de referencias" },
  cta: {
    title: "¿Quiere aparecer en nuestra lista de referencias?",
    body: "Si hemos trabajado en alguno de sus proyectos, contáctenos y agregaremos su empresa a la lista.",
    action: "Contáctenos",
  },
};

export const pages: PagesEn = {
  blog: withWords<PagesEn["blog"], "image">(pagesEn.blog, blog),
  contact: withWords<PagesEn["contact"], "image">(pagesEn.contact, contact),
  gallery: withWords<PagesEn["gallery"], "heroProject">(pagesEn.gallery, gallery),
  referenceSheet: withWords<PagesEn["referenceSheet"], "image">(pagesEn.referenceSheet, referenceSheet),
};
