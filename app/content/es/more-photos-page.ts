import type { Translation } from "../i18n";
import type { morePhotosPageCopy as en } from "../more-photos-page";

/** Las palabras de la página para agregar fotos a una solicitud (/more-photos/<token>). */
export const morePhotosPageCopy: Translation<typeof en> = {
  metaTitle: "Agregue fotos a su solicitud",
  metaDescription: "Envíenos fotos del problema para la solicitud que nos hizo.",
  title: "Agregue fotos a su solicitud",
  intro:
    "Las fotos del problema nos ayudan a cotizar o planear la visita antes de ir. Se agregan a la solicitud que nos envió el {date}.",
  room: "Puede agregar {count} {count, plural, =1 {foto más} other {fotos más}}.",
  label: "Fotos del problema",
  submit: "Enviar mis fotos",
  errors: {
    none: "Elija al menos una foto para enviar.",
    unreadable: "No pudimos leer sus fotos. Por favor, elíjalas y envíelas de nuevo.",
  },
  thanks: {
    title: "Gracias por sus fotos",
    body: "Ya se agregaron a su solicitud, y nuestra oficina las revisará.",
    bodySome:
      "Las fotos marcadas como recibidas ya se agregaron a su solicitud, y nuestra oficina las revisará.",
    more: "Agregar más fotos",
  },
  thanksNone: {
    title: "No se agregaron sus fotos",
    body: "No pudimos agregar a su solicitud ninguna de las fotos que envió. Abajo le decimos por qué.",
  },
  full: {
    title: "Su solicitud ya tiene todas sus fotos",
    body: "Una solicitud admite hasta {count} fotos, y la suya ya las tiene. Si necesita mostrarnos más, responda a nuestro correo o envíenos un mensaje de texto.",
  },
  expired: {
    title: "Este enlace venció",
    body: "Los enlaces para agregar fotos están abiertos {days} días. Pídanos uno nuevo, o responda a nuestro correo con sus fotos.",
  },
  mail: {
    subject: "¿Nos podría enviar fotos del problema?",
    greeting: "Hola, {name}:",
    body: "Gracias por comunicarse con {company}. Unas fotos del problema nos ayudarían a cotizar o planear la visita antes de ir. Puede agregarlas a su solicitud desde su teléfono, sin crear una cuenta.",
    link: "Su enlace privado (válido por {days} días):",
    signOff: "Gracias,\n{company}",
  },
};
