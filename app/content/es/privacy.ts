/** The privacy policy's words in Spanish (the same statements as ../privacy.ts); its effective date stays there. */
import { backupKeepDays, company, securityLogDays, webhookLogDays } from "../company";
import { withWords, type Words } from "../i18n";
import { privacy as privacyEn, type PrivacyContent } from "../privacy";
import { retention } from "./company";
import { PHOTO_LINK_DAYS } from "../../lib/media/limits";
import { PHOTO_LINK_OPEN_DAYS } from "../../lib/photo-requests/photo-request-paths";

const words: Words<PrivacyContent, "effective"> = {
  meta: {
    title: "Política de privacidad",
    description:
      "Qué datos piden nuestros formularios, para qué, quién los ve, cuánto tiempo los guardamos y cómo pedir una copia o que los borremos. Sin cookies de rastreo.",
  },
  title: "Política de privacidad",
  tagline:
    "Qué datos recopilamos cuando nos pide una cotización o una llamada, o cuando reserva una inspección, y qué hacemos con ellos.",
  effectiveLabel: "Vigente desde el",
  sections: [
    {
      heading: "Qué datos recopilamos",
      body: [
        "Nuestro formulario de cotización le pide su nombre y un número de teléfono o un correo electrónico, y le permite agregar el servicio que necesita, la mejor hora para llamarle y un mensaje. El formulario de llamada urgente le pide su nombre, su correo electrónico y su número de teléfono.",
        "Cuando reserva una inspección en línea, guardamos el horario de llegada que eligió, su nombre, su número de teléfono, la dirección y el código postal de la propiedad y, si nos los da, su correo electrónico, la superficie que debemos revisar y su nota para el inspector. La dirección es lo que permite al inspector llegar a la propiedad: solo la mostramos en la página privada de su reserva, cuyo enlace recibe únicamente usted.",
        `Puede agregar hasta cinco fotos a una solicitud de cotización o a una reserva. De cada una guardamos solo una copia que hacemos nosotros, de 2,560 píxeles de ancho como máximo, sin nada más de lo que traía el archivo: el lugar donde se tomó (el GPS de un teléfono registra la ubicación de su casa), la cámara y la hora. Se guardan aparte de los archivos públicos del sitio y nunca se publican. Solo las ven nuestro personal, desde el área privada de la oficina, y las herramientas de trabajo a las que el sitio reenvía su solicitud, mediante un enlace privado a cada foto que funciona ${PHOTO_LINK_DAYS} días. Se guardan y se borran junto con la solicitud o la reserva con la que llegaron. Si le pedimos más fotos del problema, le enviamos un enlace privado para agregarlas a su solicitud: funciona ${PHOTO_LINK_OPEN_DAYS} días, y solo guardamos una huella de él, a partir de la cual no se puede reconstruir, hasta que venza o le enviemos uno nuevo.`,
        "Con cada solicitud también guardamos la página desde la que la envió y su idioma (para que le llame alguien que lo hable), la fecha y la hora, su dirección IP y el nombre de su navegador (lo que se conoce como user agent). Usamos estos datos para detectar el spam automático y para impedir que una sola dirección envíe una avalancha de solicitudes. Para limitar cuántas inspecciones se pueden reservar desde una misma dirección en un día, también anotamos la dirección (o, si es una dirección IPv6, su red) y la hora de cada solicitud de reserva, y borramos esa nota al cabo de un día.",
        "Si solo navega por el sitio sin enviar ningún formulario, no guardamos nada sobre usted, aparte del registro normal de solicitudes que lleva cualquier servidor web.",
      ],
    },
    {
      heading: "Para qué los usamos",
      body: [
        "Solo para atender su solicitud: para llamarle o enviarle un mensaje de texto o un correo electrónico sobre una inspección o un presupuesto, y para tener un registro de lo que nos pidió. No usamos sus datos para publicidad y nunca los vendemos ni los rentamos.",
      ],
    },
    {
      heading: "Quién los recibe",
      body: [
        `Su solicitud se guarda en nuestro servidor web y se envía por correo electrónico al personal de la oficina de ${company.name} que programa las inspecciones. Las empresas que alojan nuestro sitio web y entregan nuestros correos la procesan solamente en nuestro nombre. No la compartimos con nadie más, a menos que la ley nos obligue a hacerlo.`,
        "Nuestro sitio web también puede reenviar su solicitud automáticamente a las herramientas de trabajo que usa nuestra oficina para programar los trabajos y darles seguimiento, como nuestro programa de citas y nuestro registro de clientes, o como un mensaje de texto a la persona de guardia. Esas herramientas la procesan solamente en nuestro nombre.",
        "En el propio sitio web, solo pueden ver las solicitudes y las reservas las personas a quienes los dueños de la empresa les han dado una cuenta en el área privada de la oficina: los dueños y el personal de la oficina que le devuelve la llamada y programa las inspecciones. Cada persona entra con una llave de acceso (passkey), que se abre con el bloqueo de pantalla de su propio teléfono o computadora, y cada cambio que hace queda registrado con quién lo hizo y cuándo, sin copiar los datos de usted.",
      ],
    },
    {
      heading: "Cuánto tiempo los guardamos",
      body: [
        `Guardamos cada solicitud durante ${retention} a partir de la fecha en que la envía, para poder consultar trabajos anteriores en su propiedad, y después la borramos de la base de datos de nuestro sitio web. Las fotos que nos envió con una solicitud o una reserva se borran junto con ella (al final de ese plazo, en menos de un día; de inmediato si nos pide borrar sus datos). Guardamos cada reserva durante ${retention} después del horario de su inspección, y después la borramos junto con los mensajes que le enviamos sobre ella. La copia de lo que el sitio reenvía a nuestras herramientas de trabajo se queda en su registro de envíos durante ${webhookLogDays} días, por si alguna no la recibió y hay que enviarla de nuevo, y después se borra. El registro de cambios de la oficina (quién actualizó una solicitud o una reserva, y cuándo) no contiene datos personales y se borra después de los mismos ${retention}. Además, cada noche se hace una copia de seguridad de los datos del sitio, para poder recuperarlos si algo falla; cada copia se borra a los ${backupKeepDays} días, así que lo que borramos desaparece de todas las copias ${backupKeepDays} días después. Si usted se hace cliente nuestro, su presupuesto, su contrato y los registros de su garantía se conservan durante el tiempo que exijan la garantía y la ley.`,
        `Para proteger la oficina, el sitio web también lleva un registro de seguridad, aparte del registro de cambios: cada inicio de sesión en la oficina, cada vez que alguien de la oficina cierra su sesión en todos sus dispositivos a la vez y cada intento de inicio de sesión rechazado, con la hora, el identificador de la llave de acceso (passkey) usada y la dirección IP desde la que llegó. No contiene nada de sus solicitudes ni de sus reservas, solo nuestros dueños pueden leerlo y cada entrada se borra después de ${securityLogDays} días.`,
      ],
    },
    {
      heading: "Opiniones",
      body: [
        "Si nos envía su opinión por este sitio, guardamos su calificación en estrellas, sus palabras en el idioma en que las escribió, el nombre que elija mostrar (su nombre y la inicial de su apellido), su ciudad, si aceptó que se publique, la foto que agregue, si la hay, y la solicitud o reserva a la que se refiere. Con su permiso, la publicamos en nuestra página de testimonios como lo explica nuestra política de opiniones (la foto nunca se publica); sin él, solo la contamos en nuestro promedio. El personal de nuestra oficina puede leer todas las opiniones. Nunca editamos sus palabras, pero podemos ocultar datos personales que contengan, y la opinión lo indica. Guardamos cada opinión mientras esté en nuestro sitio; si quiere que quitemos la suya, llame o escriba a nuestra oficina. Cuando terminamos un trabajo, podemos enviarle por correo un enlace privado para darnos su opinión, dos veces como máximo; el enlace funciona 30 días, y solo guardamos una huella de él, que no permite reconstruirlo.",
      ],
    },
    {
      heading: "Cookies y rastreo",
      body: [
        'Este sitio no instala cookies en el navegador de sus visitantes ni usa programas de estadísticas de visitas, publicidad o rastreo. Solo el personal de nuestra oficina recibe una cookie, cuando entra al área privada de la oficina: sirve para mantener abierta la sesión del personal y nunca se usa para rastrear a nadie. Como no rastreamos a nadie, el sitio trata igual todas las visitas, ya sea que su navegador envíe o no la señal Do Not Track ("no rastrear").',
        "El mapa de la oficina no se carga hasta que usted decide mostrarlo; cuando lo hace, el servicio de mapas recibe su solicitud como la recibe cualquier sitio web que usted visite.",
      ],
    },
    {
      heading: "Sus opciones: ver, corregir o borrar sus datos",
      body: [
        `Para ver qué datos tenemos sobre usted, corregirlos o pedir que los borremos, escriba a ${company.email} o llame al ${company.spanishLine.phone.display} en horario de oficina. Respondemos en un plazo de 30 días, y es posible que le pidamos confirmar algún detalle de su solicitud para asegurarnos de entregar o borrar solo su propia información.`,
      ],
    },
    {
      heading: "Cambios a esta política",
      body: [
        "Cuando cambiemos esta política, publicaremos la nueva versión en esta página con la fecha en que entre en vigor.",
      ],
    },
  ],
};

export const privacy: PrivacyContent = withWords<PrivacyContent, "effective">(privacyEn, words);
