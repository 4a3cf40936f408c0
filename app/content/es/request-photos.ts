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
    note: "Su solicitud se recibió de todos modos. Puede enviarnos por mensaje de texto o por correo las fotos que no pudimos guardar.",
  },
  refused: {
    "too-large": `pesa más de ${MAX_PHOTO_MB} MB (o más de ${MAX_PHOTO_MEGAPIXELS} megapíxeles): envíe una copia más pequeña.`,
    heic: `está en el formato HEIC del iPhone, que no podemos abrir: envíela como ${typeList}.`,
    "not-photo": `no es una foto que podamos abrir: envíe ${typeList}.`,
    unreadable: "no se pudo leer: el archivo parece dañado o incompleto.",
    "over-total": `pasa de los ${MAX_REQUEST_PHOTOS_MB} MB que pueden sumar las fotos de una solicitud.`,
    "too-many": `son más de ${MAX_REQUEST_PHOTOS} fotos: solo leemos las primeras ${MAX_REQUEST_PHOTOS}.`,
    "storage-full": "nuestro espacio para fotos está lleno en este momento: envíenosla por mensaje o correo.",
    "not-sent": "no se guardó porque la solicitud no se envió: vuelva a elegirla.",
  },
  numbered: (n: number) => `Foto ${n}`,
  refusedPage: {
    tooLargeTitle: "Esas fotos pesan demasiado para enviarlas juntas",
    tooLarge:
      `Su solicitud no se envió. Envíela de nuevo con ${MAX_REQUEST_PHOTOS} fotos como máximo, ` +
      `de ${MAX_PHOTO_MB} MB cada una y ${MAX_REQUEST_PHOTOS_MB} MB en total, o sin fotos.`,
    unreadableTitle: "No pudimos leer su solicitud",
    unreadable: "El formulario llegó incompleto, así que no se envió. Envíelo de nuevo.",
    back: "Volver al formulario",
  },
};
