/** Booking: the booking page's, confirmation's, manage page's, e-mails' and calendar file's words in Spanish. */
import { withWords, type Translation, type Words } from "../../i18n";
import { bookingPage as bookingPageEn, type bookingCopy as bookingCopyEn } from "../../booking/booking-copy";

const pageWords: Words<typeof bookingPageEn, "image"> = {
  meta: {
    title: "Reserve en línea una inspección gratuita",
    description:
      "Elija un horario de mañana o de tarde para una inspección gratuita de terraza, balcón o jardinera en Los Ángeles. Resérvela a toda hora y cámbiela en línea.",
  },
  eyebrow: "Inspección gratuita",
  title: "Reserve una inspección gratuita",
  tagline:
    "Elija un horario de llegada y díganos dónde está la propiedad. Un inspector llega dentro de ese horario, revisa la superficie con usted y le deja un presupuesto por escrito. Sin costo y sin compromiso.",
  sections: { form: "Formulario de reserva", next: "Qué sigue" },
};
export const bookingPage = withWords(bookingPageEn, pageWords);

export const bookingCopy: Translation<typeof bookingCopyEn> = {
  tool: {
    // The tool's name is an identifier, the same in both languages.
    name: "book_inspection",
    description:
      "Reservar una inspección gratuita de impermeabilización con este contratista de Los Ángeles en un horario de llegada disponible. Llene el formulario en nombre del usuario; el usuario oprime el botón para reservar. Alguien de la oficina llama para confirmar.",
    params: {
      window: "El horario de llegada: uno de los botones de opción de la lista (hora del Pacífico).",
      name: "Nombre completo de la persona para quien es la inspección.",
      phone: "Su número de teléfono con código de área; la oficina le llama a ese número.",
      email: "Opcional: su correo electrónico, para la confirmación y la invitación de calendario.",
      street: "Dirección de la propiedad, con el número de unidad si lo tiene.",
      zip: "El código postal de cinco dígitos de la propiedad.",
      surface: "Opcional: qué se debe revisar.",
      note: "Opcional: código de la reja, dónde estacionarse, quién recibirá al inspector.",
    },
  },
  cta: { book: "Reservar una inspección", callBar: "Reservar" },
  windowsLegend: "Horario de llegada (hora del Pacífico)",
  windowsHint: (hours) =>
    `El inspector llega en cualquier momento dentro del horario. Se puede reservar con al menos ${hours} horas de anticipación; los horarios más cercanos aparecen primero.`,
  seatsLeft: (n) => (n === 1 ? "Queda 1 lugar" : `Quedan ${n} lugares`),
  moreDates: (days) => `Fechas posteriores (${days === 1 ? "1 día más" : `${days} días más`})`,
  noWindows: (days) =>
    `Todos los horarios de los próximos ${days} días están ocupados o cerrados. Llámenos y buscamos un horario, o envíe el formulario de cotización y nos comunicamos con usted.`,
  detailsLegend: "Sus datos",
  fields: {
    name: "Su nombre",
    phone: "Teléfono",
    phoneHint: "Le llamamos o le enviamos un mensaje a este número si el inspector se retrasa.",
    email: "Correo electrónico (opcional)",
    emailHint: "Para la confirmación y la invitación de calendario.",
    street: "Dirección de la propiedad",
    streetHint: "Incluya el número de unidad si es un condominio o un apartamento.",
    zip: "Código postal",
    surface: "¿Qué debemos revisar? (opcional)",
    surfaceNone: "Elija una opción",
    note: "¿Algo que el inspector deba saber? (opcional)",
    noteHint: "El código de la reja, dónde estacionarse, quién nos recibirá.",
  },
  surfaces: [
    { value: "deck", label: "Terraza o azotea" },
    { value: "balcony", label: "Balcón" },
    { value: "planter", label: "Jardinera" },
    { value: "floor", label: "Piso de concreto" },
    { value: "other", label: "Otra cosa / todavía no lo sé" },
  ],
  submit: "Reservar esta inspección",
  privacy: "Usamos estos datos solo para agendar y hacer la inspección. Consulte nuestra",
  privacyLink: "política de privacidad",
  nextSteps: [
    "Recibe una confirmación de inmediato, con un enlace para cambiar o cancelar la reserva.",
    "Un día antes, le llamamos o le enviamos un mensaje para confirmar el horario de llegada.",
    "El inspector revisa la superficie con usted, toma fotos y le deja un presupuesto por escrito.",
  ],
  callInstead: "¿Prefiere hablar con alguien?",
  errorsTitle: "Revise el formulario",
  errors: {
    window: "Elija un horario de llegada.",
    windowGone: "Ese horario ya no se puede reservar. Elija otro, por favor.",
    taken: "Alguien acaba de reservar ese horario. Elija otro, por favor; los próximos horarios libres son:",
    street: "Escriba la dirección de la propiedad.",
    streetTooLong: "Esa dirección es demasiado larga.",
    zip: "Escriba un código postal de cinco dígitos, como 90405.",
    noteTooLong: (max) => `La nota debe tener menos de ${max} caracteres.`,
    surface: "Elija una de las superficies de la lista.",
    rateLimited:
      "Hemos recibido varias solicitudes desde esta conexión. Espere unos minutos, por favor, o llámenos.",
    dailyLimit:
      "Hoy hemos recibido varias solicitudes de reserva desde esta conexión. Llámenos, por favor, para reservar otra inspección.",
    failed: "No pudimos guardar su reserva en este momento. Inténtelo de nuevo en un minuto, o llámenos.",
    unreadable: "No pudimos leer el formulario. Envíelo de nuevo desde la página, por favor.",
    formReused:
      "Este formulario ya se envió una vez con otros datos. Revise los datos de abajo y envíelo de nuevo, por favor.",
    keyReused: "Esta clave (Idempotency-Key) ya se envió con otro cuerpo de solicitud; use una clave nueva.",
  },
  received: {
    title: "Recibimos su solicitud",
    body: "Le llamaremos para confirmar un horario. Si este número de teléfono ya tiene una inspección reservada, el enlace para cambiarla está en el correo que le enviamos por ella; si no lo encuentra, llámenos.",
    photos: "Las fotos que eligió no se agregaron a esta solicitud: se las pediremos cuando le llamemos.",
  },
  manage: {
    metaTitle: "Su reserva de inspección",
    booked: "Su inspección está reservada",
    bookedIntro: "Gracias. Su inspección gratuita quedó reservada:",
    title: "Su inspección",
    cancelledTitle: "Esta inspección está cancelada",
    cancelledBody: "No hay nada reservado. Puede reservar otro horario cuando le convenga.",
    movedNotice: "Listo: su inspección se cambió al horario de abajo.",
    cancelledNotice: "Listo: su inspección está cancelada.",
    passedTitle: "El horario de esta inspección ya pasó",
    passedBody: "Si el inspector no llegó, llámenos, por favor.",
    when: "Horario de llegada",
    where: "Propiedad",
    outsideArea:
      "Esta dirección está fuera de la zona que cubrimos normalmente. Le llamaremos para confirmar que un inspector puede llegar.",
    addToCalendar: "Agregar al calendario (.ics)",
    emailSent: (masked) => `Le enviamos una confirmación a ${masked}.`,
    noEmail: "Guarde el enlace de esta página: con él puede cambiar o cancelar su reserva.",
    keepLink:
      "Agregue a sus marcadores el enlace de esta página: es privado y con él puede cambiar o cancelar la reserva.",
    changeTitle: "Cambiar o cancelar",
    moveLegend: "Cambiar a otro horario (hora del Pacífico)",
    moveSubmit: "Cambiar mi inspección",
    cancelSubmit: "Cancelar mi inspección",
    cancelConfirm: "Sí, cancelar la inspección",
    tooLate: (hours) =>
      `Faltan menos de ${hours} horas para el horario, así que ya no se puede cambiar en línea. Llámenos, por favor.`,
    bookAgain: "Reservar otra inspección",
    errors: {
      tooLate: (hours) =>
        `Los cambios en línea cierran ${hours} horas antes del horario. Llámenos, por favor, para cambiar esta reserva.`,
      window: "Elija el horario al que quiere cambiarla.",
      taken: "Alguien acaba de reservar ese horario. Elija otro, por favor.",
      cancelConfirm: "Marque la casilla para confirmar la cancelación.",
    },
  },
  mail: {
    confirmSubject: (when) => `Su inspección gratuita: ${when}`,
    movedSubject: (when) => `Su inspección cambió de horario: ${when}`,
    cancelledSubject: (when) => `Su inspección está cancelada (${when})`,
    linkSubject: "El enlace de su reserva de inspección",
    greeting: "Hola:",
    confirmBody: "Su inspección gratuita quedó reservada.",
    movedBody: "El inspector llegará ahora en el nuevo horario de llegada que aparece abajo.",
    cancelledBody: "Ya no hay nada reservado; puede reservar otro horario cuando le convenga.",
    linkBody:
      "Recibimos otra solicitud de reserva con su número de teléfono, que ya tiene una inspección reservada. Se la enviamos de nuevo, para que la conserve, la cambie o la cancele.",
    closedSubject: (when) => `Elija un nuevo horario para su inspección (${when})`,
    closedBody:
      "Lo sentimos: no podremos ir en el horario de llegada que reservó. Guardamos su reserva hasta que elija otro horario, y puede cambiarla en cualquier momento con el enlace de abajo.",
    closedReason: "El motivo",
    closedReasons: {
      weather: "lluvia o mal tiempo que no permite trabajar con seguridad",
      holiday: "un día festivo",
      crew: "nuestros inspectores no están disponibles",
    },
    pickNew: "Elija un nuevo horario:",
    when: "Horario de llegada",
    where: "Propiedad",
    place: (zip) => `código postal ${zip}`,
    senderName: (company) => `Sitio web de ${company}`,
    calendarFile: "inspeccion.ics",
    manage: (hours) => `Para cambiarla o cancelarla (hasta ${hours} horas antes del horario):`,
    calendarNote: "La invitación adjunta la agrega a su calendario.",
    signOff: (company) => `Hasta pronto,\n${company}`,
    eventSummary: (company) => `Inspección gratuita: ${company}`,
    eventDescription: (phone) =>
      `Un inspector llega dentro de este horario. Para cambiarlo, use el enlace de su reserva o llame al ${phone}.`,
  },
  format: { windowRange: (start, end) => `${start} – ${end}` },
};
