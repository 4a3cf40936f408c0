/** The lead forms' words in Spanish; their values, limits and tool names stay in ../lead-forms.ts. */
import type { Translation } from "../i18n";
import {
  leadFormTools as leadFormToolsEn,
  NOT_SURE,
  serviceOptions as serviceOptionsEn,
  type apiCopy as apiCopyEn,
  type leadFormCopy as leadFormCopyEn,
  type privacyNote as privacyNoteEn,
  type ServiceOption,
  type validationCopy as validationCopyEn,
} from "../lead-forms";

/** The English choices with a Spanish label: the same values, in the same order (a tuple like the original). */
type Relabeled<T extends readonly { value: string }[]> = {
  readonly [I in keyof T]: {
    readonly value: T[I] extends { value: infer V } ? V : never;
    readonly label: string;
  };
};

const serviceLabels: Readonly<Record<ServiceOption, string>> = {
  [NOT_SURE]: "Todavía no lo sé",
  waterproofing: "Impermeabilización",
  roofing: "Techos",
  decking: "Terrazas",
  maintenance: "Mantenimiento",
};

// Mapped from the English tuple, so each index keeps its value: the cast only restores the tuple type.
export const serviceOptions = serviceOptionsEn.map(({ value }) => ({
  value,
  label: serviceLabels[value],
})) as unknown as Relabeled<typeof serviceOptionsEn>;

/** Shown under each form's submit button, linking to the privacy page. */
export const privacyNote: Translation<typeof privacyNoteEn> = {
  before: "Usamos sus datos solo para responder a esta solicitud. Consulte nuestra",
  link: "política de privacidad",
  after: ".",
};

export const leadFormCopy: Translation<typeof leadFormCopyEn> = {
  fields: {
    name: "Nombre",
    email: "Correo electrónico",
    phone: "Teléfono",
    service: "Servicio (opcional)",
    message: "Mensaje (opcional)",
    best_time: "Mejor hora para llamarle (opcional)",
  },
  quote: {
    title: "Pida su cotización gratis",
    intro:
      "Para comunicarnos con usted solo necesitamos su nombre y un teléfono o un correo electrónico. Todo lo demás es opcional. Le respondemos en un día hábil.",
    submit: "Enviar mi solicitud",
    pending: "Enviando…",
  },
  emergency: {
    title: "¿Tiene una filtración ahora mismo? Pida que le llamemos de urgencia",
    intro: "Déjenos sus datos y le llamamos en cuanto un especialista esté disponible.",
    submit: "Enviar ahora",
    pending: "Enviando…",
  },
  success: {
    title: "Gracias, recibimos su solicitud",
    byPhone:
      "Le llamaremos en un día hábil para agendar su inspección gratuita. Si le está entrando agua en este momento, llámenos o envíenos un mensaje de texto y le ayudamos de inmediato.",
    byEmail:
      "Le escribiremos por correo electrónico en un día hábil para agendar su inspección gratuita. Si le está entrando agua en este momento, llámenos o envíenos un mensaje de texto y le ayudamos de inmediato.",
  },
  emergencySuccess: {
    title: "Recibimos su solicitud urgente",
    open: "Estamos abiertos: un especialista le llamará hoy mismo, en cuanto esté disponible.",
    closed:
      "Nuestra oficina está cerrada en este momento. Le llamaremos a primera hora cuando abramos; si le está entrando agua ahora, llámenos en vez de esperar.",
    hours: "Horario de oficina:",
    afterHours: "Fuera del horario de oficina, llame al",
  },
  contactHint: "Teléfono o correo electrónico: con uno de los dos es suficiente.",
  contactMissing:
    "Escriba un número de teléfono o un correo electrónico: necesitamos uno de los dos para comunicarnos con usted.",
  nextSteps: [
    "Le llamamos o le escribimos en un día hábil.",
    "Un especialista inspecciona la superficie gratis, el día y la hora que más le convengan.",
    "Recibe un presupuesto claro y detallado, con la garantía por escrito.",
  ],
  rateLimited:
    "Ha enviado varias solicitudes en poco tiempo. Por favor, espere unos minutos, o llámenos o envíenos un mensaje de texto ahora.",
  failed:
    "No pudimos guardar su solicitud en este momento. Por favor, inténtelo de nuevo en un minuto, o llámenos o envíenos un mensaje de texto.",
  unreadable: "No pudimos leer el formulario. Por favor, llénelo de nuevo.",
  errorsOne: "Por favor, corrija el campo marcado abajo.",
  errorsMany: "Por favor, corrija los {count} campos marcados abajo.",
  honeypot: "Deje este campo vacío",
  messageHint:
    "Qué superficie es, de qué tamaño más o menos y qué está notando (filtraciones, grietas, recubrimiento que se despega).",
  bestTimeHint: "Por ejemplo: entre semana después de las 5 p. m., o el sábado por la mañana.",
  call: "Llame al",
  text: "Mensaje de texto al",
};

/** The WebMCP descriptions in Spanish; the tools' names are identifiers, kept from English. */
export const leadFormTools: Translation<typeof leadFormToolsEn> = {
  quote: {
    name: leadFormToolsEn.quote.name,
    description:
      "Pedir a este contratista de impermeabilización una inspección gratuita y un presupuesto por escrito. La oficina responde en un día hábil por teléfono o por correo electrónico.",
  },
  emergency: {
    name: leadFormToolsEn.emergency.name,
    description:
      "Pedir una llamada urgente por una filtración activa. Un especialista en impermeabilización devuelve la llamada en cuanto esté disponible.",
  },
  params: {
    name: "Nombre completo de la persona que hace la solicitud.",
    email: "Correo electrónico para la respuesta.",
    phone: "Número de teléfono con código de área para devolver la llamada, por ejemplo (310) 555-0100.",
    service: "Tipo de trabajo que se necesita: una de las opciones de la lista.",
    message:
      "Qué superficie es, de qué tamaño aproximado y qué está viendo el visitante (filtraciones, grietas, recubrimiento que se despega).",
    best_time:
      "Opcional: cuándo prefiere la persona que le llamen, por ejemplo entre semana después de las 5 p. m.",
    website: "Trampa para spam: déjelo siempre vacío.",
    photos: "Fotos opcionales del problema (JPEG, PNG o WebP), que elige la persona; déjelo para ella.",
  },
};

/** The validation messages in Spanish (the rules and limits are the English module's). */
export const validationCopy: Translation<typeof validationCopyEn> = {
  nameRequired: "Escriba su nombre.",
  nameTooLong: (max) => `Su nombre debe tener menos de ${max} caracteres.`,
  emailRequired: "Escriba su correo electrónico.",
  emailTooLong: "Ese correo electrónico es demasiado largo.",
  emailFormat: "Escriba un correo como nombre@ejemplo.com.",
  phoneRequired: "Escriba un número de teléfono para que podamos llamarle.",
  phoneTooLong: "Ese número de teléfono es demasiado largo.",
  phoneCharacters: "Use solo números, espacios y + ( ) -, por ejemplo (310) 555-0100.",
  phoneInvalid:
    "Ese no es un número al que podamos llamar: revise el código de área y los dígitos, por ejemplo (310) 555-0100 (un número fuera de EE. UU. empieza con + y el código del país).",
  service: "Elija uno de los servicios de la lista.",
  messageTooLong: (max) => `El mensaje debe tener menos de ${max} caracteres.`,
  bestTimeTooLong: (max) => `La mejor hora para llamarle debe tener menos de ${max} caracteres.`,
};

/** The quote API's own answers in Spanish (a request with "language": "es"). */
export const apiCopy: Translation<typeof apiCopyEn> = {
  notObject: "El cuerpo debe ser un objeto JSON con los campos de la solicitud.",
  fieldsNeedAttention: "Revise algunos campos.",
  idempotencyKey:
    "El encabezado Idempotency-Key debe tener de 16 a 255 caracteres ASCII visibles, como un UUID.",
  asText: (field) => `Envíe ${field} como texto (una cadena JSON).`,
  language: 'Envíe language como "en" o "es".',
};
