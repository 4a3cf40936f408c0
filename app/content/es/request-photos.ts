/** Las palabras de las fotos de una solicitud o una reserva (la versión en inglés: ../request-photos.ts). */
import type { Translation } from "../i18n";
import {
  MAX_PHOTO_MB,
  MAX_PHOTO_MEGAPIXELS,
  MAX_REQUEST_PHOTOS,
  MAX_REQUEST_PHOTOS_MB,
} from "~/lib/media/limits";
import { photoTypeNames, type requestPhotosCopy as requestPhotosCopyEn } from "../request-photos";

const types = Object.values(photoTypeNames);
const typeList = `${types.slice(0, -1).join(", ")} o ${types.at(-1)}`;

const notSent = "El formulario llegó incompleto, así que no se envió. Envíelo de nuevo.";

export const requestPhotosCopy: Translation<typeof requestPhotosCopyEn> = {
  typeList,
  label: "Fotos del problema (opcional)",
  hint:
    `Hasta ${MAX_REQUEST_PHOTOS} fotos de la cámara o la galería de su teléfono: ${typeList}, ` +
    `de hasta ${MAX_PHOTO_MB} MB cada una y ${MAX_REQUEST_PHOTOS_MB} MB en total. Solo nuestra oficina las ve.`,
  outcomes: {
    title: "Sus fotos",
    kept: "recibida",
    notKept: "no guardada",
    notes: {
      request:
        "Su solicitud se recibió de todos modos. Puede enviarnos por mensaje de texto o por correo electrónico las fotos que no pudimos guardar.",
      review: "Su opinión se recibió de todos modos.",
      morePhotos:
        "Puede enviarnos por mensaje de texto o por correo electrónico las fotos que no pudimos agregar.",
    },
  },
  refused: {
    "too-large": `pesa más de ${MAX_PHOTO_MB} MB o tiene más de ${MAX_PHOTO_MEGAPIXELS} megapíxeles: envíe una copia más pequeña.`,
    heic: `está en el formato HEIC del iPhone, que no podemos abrir: envíela como ${typeList}.`,
    "not-photo": `no es una foto que podamos abrir: envíe ${typeList}.`,
    unreadable: "no se pudo leer: el archivo parece dañado o incompleto.",
    "over-total": `pasa de los ${MAX_REQUEST_PHOTOS_MB} MB que pueden sumar las fotos de una solicitud.`,
    "too-many": `pasa del límite de ${MAX_REQUEST_PHOTOS} fotos por solicitud.`,
    "storage-full":
      "nuestro espacio para fotos está lleno en este momento: envíenosla por mensaje de texto o por correo electrónico.",
    "not-sent": "porque el formulario no se envió: vuelva a elegirla.",
    connection: "porque la conexión falló mientras se enviaba: el formulario se envió sin ella.",
  },
  numbered: (n: number) => `Foto ${n}`,
  refusedPage: {
    request: {
      tooLargeTitle: "Esas fotos pesan demasiado para enviarlas juntas",
      tooLarge:
        `Su solicitud no se envió. Envíela de nuevo con ${MAX_REQUEST_PHOTOS} fotos como máximo, ` +
        `de ${MAX_PHOTO_MB} MB cada una y ${MAX_REQUEST_PHOTOS_MB} MB en total, o sin fotos.`,
      unreadableTitle: "No pudimos leer su solicitud",
      unreadable: notSent,
    },
    review: {
      tooLargeTitle: "Esa foto pesa demasiado para enviarla",
      tooLarge: `Su opinión no se envió. Envíela de nuevo con una foto de ${MAX_PHOTO_MB} MB como máximo, o sin foto.`,
      unreadableTitle: "No pudimos leer su opinión",
      unreadable: notSent,
    },
    morePhotos: {
      tooLargeTitle: "Esas fotos pesan demasiado para enviarlas juntas",
      tooLarge:
        `No se agregó ninguna. Envíelas de nuevo: ${MAX_PHOTO_MB} MB como máximo cada una, y ` +
        `${MAX_REQUEST_PHOTOS_MB} MB entre todas las fotos de una solicitud, incluidas las que ya envió.`,
      unreadableTitle: "No pudimos leer sus fotos",
      unreadable: "El formulario llegó incompleto, así que no se agregó ninguna. Envíelas de nuevo.",
    },
    back: "Volver al formulario",
  },
};
