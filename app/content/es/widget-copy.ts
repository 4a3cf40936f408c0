/** The scripted widgets' words in Spanish (English and the `{name}` marks: ../widget-copy.ts). */
import type { Translation } from "../i18n";
import type * as en from "../widget-copy";

export const galleryCopy: Translation<typeof en.galleryCopy> = {
  categoriesLabel: "Categorías de proyectos",
  categoriesHeading: "Categorías",
  singleHeading: "Galería de proyectos",
  position: "{n} de {count}",
  chooseLabel: "Elegir un proyecto",
  previous: "Anterior",
  next: "Siguiente",
  allInCategory: "Todos los proyectos de la categoría {category}",
  thumbnail: "Proyecto {n}: {title}",
  emptyTitle: "No hay proyectos",
  emptyBody: "Elija otra categoría para ver más de nuestro trabajo.",
  sliderLabel: "Antes y después: {title}",
  sliderValue: "{before}% antes, {after}% después",
  before: "Antes",
  after: "Después",
};

export const photoPickerCopy: Translation<typeof en.photoPickerCopy> = {
  added: "{count, plural, =1 {Foto agregada} other {Fotos agregadas}}: {count} de {max}.",
  removed: "Foto quitada: {name}.",
  remove: "Quitar",
  removeLabel: "Quitar la foto {n}: {name}",
  preparing: "Preparando…",
  ready: "Lista para enviar",
  progress: "Enviando la foto {n}: {name}",
  sent: "Enviada",
  tooMany: "Solo se pueden enviar {max} fotos con una solicitud: {name} no se agregó.",
  tooLarge: "{name} pesa más de {limit} MB, aun reducida: no se agregó.",
  overTotal: "Con {name} las fotos pasarían de {limit} MB en total: no se agregó.",
  unreadable: "{name} no se pudo leer como foto (JPEG, PNG o WebP): no se agregó.",
  heic: "{name} es una foto de iPhone en formato HEIC, que no podemos abrir: no se agregó. Elija una copia JPEG, PNG o WebP.",
};

export const referenceCopy: Translation<typeof en.referenceCopy> = {
  searchLabel: "Buscar referencias",
  placeholder: "Empresa, contacto, obra o ciudad",
  search: "Buscar",
  count:
    "{shown, plural, =1 {Se muestra} other {Se muestran}} {shown} de {total} {total, plural, =1 {empresa} other {empresas}}",
  emptyTitle: "No se encontraron empresas",
  emptyBody: "Pruebe con otras palabras de búsqueda.",
  caption: "Referencias de contratistas. Seleccione una fila para resaltarla.",
  company: "Empresa",
  contact: "Contacto / Teléfono",
  jobName: "Obra",
  location: "Ubicación",
};

export const carouselControls: Translation<typeof en.carouselControls> = {
  pause: "Pausar diapositivas",
  play: "Reproducir diapositivas",
  previous: "Diapositiva anterior",
  next: "Diapositiva siguiente",
};
