/** The area pages' words in Spanish; facts (image, ZIP codes, neighborhoods) stay in ../areas.ts. */
import { areas as areasEn, placesServed, type OtherPlaceName } from "../areas";
import { company, yearsInBusiness } from "../company";
import { translateAll, type Words } from "../i18n";
import type { AreaPage } from "../types";
import { warranties } from "./company";

/** The facts of an area page, kept from the English record. */
type AreaFacts = "image" | "zipCodes" | "neighborhoods";
type AreaWords = Words<AreaPage, AreaFacts>;

/** A warranty phrase from ./company.ts, for use in the middle of a sentence. */
const lower = (phrase: string) => phrase.charAt(0).toLowerCase() + phrase.slice(1);

/** The words of each area page, keyed by the English record's slug. */
const words: Readonly<Record<string, AreaWords>> = {
  "los-angeles-deck-waterproofing-contractor": {
    slug: "impermeabilizacion-de-terrazas-en-los-angeles",
    city: "Los Ángeles",
    meta: {
      title: "Impermeabilización de terrazas en Los Ángeles",
      description:
        "Impermeabilizamos azoteas, terrazas en laderas y balcones de condominios en Los Ángeles, de Silver Lake al Westside. Inspección y presupuesto gratis.",
    },
    title: "Contratista de impermeabilización de terrazas en Los Ángeles",
    tagline:
      "Azoteas, terrazas en laderas y balcones de condominios, protegidos del sol y de las tormentas de invierno de Los Ángeles.",
    intro: [
      "Los Ángeles crece hacia arriba y hacia los lados donde puede. En los barrios del Eastside, las casas en las laderas tienen terrazas suspendidas sobre terrenos muy empinados; las casas nuevas en lotes pequeños y los condominios ponen su espacio al aire libre en la azotea, y los edificios de apartamentos más antiguos llenan las calles de balcones. Debajo de cada una de esas superficies vive alguien.",
      `Nuestras cuadrillas llevan ${yearsInBusiness()} años impermeabilizando terrazas en la ciudad. Sabemos en qué se diferencia el desgaste de una azotea en Mar Vista del de una terraza sobre postes en Mount Washington, y elegimos el sistema y los detalles de la reparación según cada caso.`,
    ],
    localConditions:
      "En Los Ángeles, las terrazas pasan casi todo el año bajo un sol fuerte y seco que endurece los recubrimientos y los deja polvosos, y luego reciben la lluvia de toda la temporada en unas cuantas tormentas de invierno. En las laderas, el agua que baja del cerro corre hacia las terrazas y los desagües; las tormentas con viento meten la lluvia de lado por los umbrales de las puertas; en otoño, los vientos de Santa Ana, secos y calientes, castigan los recubrimientos y abren grietas, y en el Westside la neblina de la mañana mantiene húmedas las superficies. Las azoteas son las que más sol reciben, porque nada les da sombra.",
    services: [
      {
        title: "Impermeabilización de azoteas",
        body: "Membranas aptas para el paso de personas en techos planos que se usan como espacio al aire libre, con un trabajo cuidadoso alrededor de pretiles, escotillas de escalera, puertas y equipos de la azotea, en edificios nuevos y antiguos.",
      },
      {
        title: "Recubrimientos para terrazas en laderas",
        body: "Recubrimientos y reparaciones de la estructura de madera para terrazas en voladizo o sobre postes en terrenos inclinados, donde el agua que se mete corre directo hacia la estructura.",
      },
      {
        title: "Balcones de condominios y apartamentos",
        body: "Reparación de filtraciones y nuevo recubrimiento de balcones en edificios de varias unidades, incluidas las reparaciones que señalan los informes de las inspecciones que exigen las leyes estatales SB 721 y SB 326.",
      },
      {
        title: "Impermeabilización de jardineras y podios",
        body: "Membranas, desagües y barreras antirraíces nuevas para jardineras de patios y de podio que dejan pasar agua al estacionamiento y a las unidades de abajo.",
      },
    ],
    process: [
      {
        title: "Inspección y presupuesto",
        body: "Revisamos la terraza por arriba y también las habitaciones o el estacionamiento de abajo, con atención a los desagües, los tapajuntas y cualquier parche anterior. Usted recibe un presupuesto detallado por escrito, sin costo.",
      },
      {
        title: "Preparación y reparación de la superficie",
        body: "Retiramos el recubrimiento que falló y cambiamos el triplay, la malla metálica (metal lath) y los tapajuntas dañados. En las azoteas también corregimos las partes hundidas para que el agua llegue a los desagües.",
      },
      {
        title: "Aplicación de la membrana",
        body: "La membrana impermeable, la textura y la capa final resistente a los rayos UV se aplican por capas, con un agregado antiderrapante en las zonas de paso y en las escaleras.",
      },
      {
        title: "Prueba final y garantía",
        body: "Hacemos una prueba de inundación en la terraza terminada para confirmar que no deja pasar el agua, la recorremos con usted y registramos su garantía por escrito.",
      },
    ],
    whyUs: [
      {
        title: "Experiencia local",
        body: `Trabajamos en terrazas de Los Ángeles desde ${company.foundedYear}, desde casas en las laderas construidas en los años veinte hasta azoteas recién terminadas.`,
      },
      {
        title: "Una sola cuadrilla para todo el trabajo",
        body: "Nuestros propios técnicos capacitados se encargan de la impermeabilización, la carpintería, la lámina metálica y el estuco, así que ninguna parte del trabajo se queda sin responsable.",
      },
      {
        title: "Condiciones claras y por escrito",
        body: `Inspecciones gratuitas, presupuestos claros desde el principio y, en los sistemas para terrazas, una garantía por escrito de ${warranties.deck}.`,
      },
      {
        title: "Preparados para edificios de varias unidades",
        body: "Nos coordinamos con las mesas directivas de las asociaciones de propietarios (HOA) y con los administradores de propiedades, y organizamos el trabajo pensando en los residentes de los edificios habitados.",
      },
    ],
    faqs: [
      {
        question: "¿Impermeabilizan azoteas que están encima de espacios habitables?",
        answer:
          "Sí. Las azoteas que están sobre recámaras y salas son una buena parte de nuestro trabajo en Los Ángeles. Instalamos membranas aptas para el paso de personas y cuidamos mucho los pretiles, los umbrales de las puertas y los desagües, que es por donde suelen aparecer las filtraciones en las azoteas.",
      },
      {
        question: "¿Cuánto tarda un proyecto de terraza en Los Ángeles?",
        answer:
          "Las terrazas pequeñas suelen quedar listas en 2 a 4 días, y volver a recubrir una terraza más grande lleva unos 4 a 7 días hábiles. Las reparaciones de la estructura o de los tapajuntas pueden alargar el trabajo, y se lo indicamos en el calendario antes de empezar.",
      },
      {
        question: "¿Pueden trabajar en una terraza en ladera de difícil acceso?",
        answer:
          "Sí. Muchos de nuestros proyectos en el Eastside están en terrenos empinados, con calles angostas y escaleras largas. En la inspección planeamos la entrega y el acomodo de los materiales, para que el trabajo avance sin contratiempos y sus vecinos no se queden sin paso.",
      },
      {
        question: "¿Se necesita permiso para volver a recubrir una terraza en Los Ángeles?",
        answer:
          "Por lo general, un nuevo recubrimiento sencillo no lo necesita, pero cambiar la estructura de madera o reconstruir la terraza sí puede requerirlo. En la inspección le decimos si su proyecto necesita permiso y, si es así, nosotros lo tramitamos.",
      },
      {
        question: "¿Cuál es la mejor época del año para impermeabilizar una terraza?",
        answer:
          "La larga temporada seca es ideal, porque los recubrimientos se aplican y se curan mejor sobre superficies secas. Si programa el trabajo a finales del verano o a principios del otoño, su terraza quedará sellada antes de que lleguen las tormentas de invierno.",
      },
      {
        question: "¿Qué garantía ofrecen en Los Ángeles?",
        answer: `Los recubrimientos para terrazas tienen una garantía por escrito de ${warranties.deck}. Los sistemas para balcones tienen una garantía de ${lower(warranties.balcony)}, y el plazo aparece en su presupuesto.`,
      },
    ],
  },

  "Pasadena-deck-waterproofing-contractor": {
    slug: "impermeabilizacion-de-terrazas-en-pasadena",
    city: "Pasadena",
    meta: {
      title: "Impermeabilización de terrazas y balcones en Pasadena",
      description:
        "Recubrimos terrazas y reparamos balcones, concreto agrietado y jardineras en casas Craftsman, de estilo colonial español y al pie de las montañas en Pasadena.",
    },
    title: "Impermeabilización de terrazas y balcones en Pasadena",
    tagline:
      "Reparaciones cuidadosas para casas antiguas, hechas para aguantar los veranos calurosos y las tormentas que bajan de las montañas.",
    intro: [
      "Pasadena tiene algunas de las casas antiguas mejor conservadas del sur de California: bungalós Craftsman, casas de estilo colonial español y residencias de época, muchas con sus porches originales, porches cerrados para dormir (sleeping porches) y balcones con estructura de madera. Esos detalles son parte del carácter de cada casa y merecen una impermeabilización que lo respete.",
      "Reparamos y recubrimos terrazas, balcones, patios y jardineras en todo Pasadena y en las comunidades vecinas al pie de las montañas. Nuestro trabajo empieza por encontrar exactamente dónde está la humedad, para corregir la causa y tocar lo menos posible de la construcción original.",
    ],
    localConditions:
      "Pasadena está más tierra adentro que el Westside, así que los veranos son más calurosos y la diferencia entre el calor del día y el fresco de la noche es mayor. Esa dilatación y contracción de todos los días castiga mucho los recubrimientos y el concreto, y abre grietas. En invierno, las tormentas bajan de las montañas de San Gabriel con mucha agua, y los robles y sicomoros grandes de la ciudad tiran hojas que tapan los desagües de las terrazas y las canaletas justo cuando más se necesitan.",
    services: [
      {
        title: "Recubrimiento para terrazas",
        body: "Sistemas impermeables para terrazas transitables de madera o de concreto, en colores y texturas que van bien con la arquitectura de las casas antiguas.",
      },
      {
        title: "Reparación de filtraciones en balcones",
        body: "Rastreamos las filtraciones de los balcones hasta el recubrimiento, los tapajuntas o los postes del barandal que fallaron, y las reparamos antes de que lleguen a los techos y a la estructura de abajo.",
      },
      {
        title: "Restauración de concreto agrietado",
        body: "Reparamos los patios, andadores y áreas alrededor de la alberca agrietados por el calor y las raíces de los árboles, y los renovamos con una capa de recubrimiento resistente.",
      },
      {
        title: "Jardineras",
        body: "Vaciamos las jardineras integradas junto a los cimientos y en los porches, las volvemos a impermeabilizar y les ponemos un drenaje que funcione y protección contra las raíces.",
      },
    ],
    process: [
      {
        title: "Medición de humedad e inspección",
        body: "Con medidores de humedad y una revisión visual minuciosa trazamos un mapa de por dónde entra el agua, y revisamos la superficie, los tapajuntas y la estructura de abajo.",
      },
      {
        title: "Reparación de daños y preparación",
        body: "Reparamos o retiramos la madera podrida, el concreto agrietado y el recubrimiento que falló, y limpiamos y preparamos la superficie para que el nuevo sistema se adhiera bien.",
      },
      {
        title: "Tapajuntas y sellado de juntas",
        body: "Colocamos tapajuntas y sellamos muros, umbrales, postes y juntas, porque en esas uniones es donde empieza la mayoría de las filtraciones en Pasadena.",
      },
      {
        title: "Recubrimiento de caucho líquido con capa final antiderrapante",
        body: "Primero aplicamos una membrana flexible de caucho líquido que se mueve con los cambios de temperatura, y la terminamos con una capa final texturizada y antiderrapante.",
      },
    ],
    whyUs: [
      {
        title: "Respeto por las casas antiguas",
        body: "En las casas históricas hacemos reparaciones discretas, igualamos los colores y las texturas existentes siempre que se puede y le explicamos cada cambio antes de hacerlo.",
      },
      {
        title: "Sistemas que aguantan el calor",
        body: "Membranas flexibles y capas finales resistentes a los rayos UV, elegidas para el calor de tierra adentro y los cambios de temperatura entre el día y la noche.",
      },
      {
        title: "Presupuestos honestos y detallados",
        body: `Inspecciones gratuitas, precios claros desde el principio y, en los recubrimientos para terrazas, una garantía por escrito de ${warranties.deck}.`,
      },
    ],
    faqs: [
      {
        question: "¿Pueden impermeabilizar la terraza de una casa Craftsman histórica?",
        answer:
          "Sí. Trabajamos en muchas casas antiguas de Pasadena y mantenemos al mínimo los cambios visibles, igualando los colores y los acabados de la casa. Donde la madera original se ha podrido, reparamos solo lo necesario y le explicamos las opciones antes de reemplazar cualquier cosa.",
      },
      {
        question: "¿Cada cuánto hay que volver a sellar una terraza en Pasadena?",
        answer:
          "La mayoría de las terrazas de aquí necesitan una nueva capa final cada 3 a 5 años, y más seguido si dan al sur y reciben mucho sol. Una revisión anual, sobre todo de los desagües después de la caída de las hojas, le permite volver a sellar antes de que la membrana de abajo quede expuesta.",
      },
      {
        question: "¿Por qué recomiendan recubrimientos de caucho líquido en Pasadena?",
        answer:
          "Con los días calurosos y las noches frescas de Pasadena, las terrazas se dilatan y se contraen todo el tiempo. El caucho líquido se mantiene flexible en esos ciclos, así que es menos probable que se agriete que un recubrimiento rígido. Encima le aplicamos un acabado antiderrapante para que pueda pisar con seguridad.",
      },
      {
        question: "¿Pueden reparar un patio de concreto agrietado en lugar de reemplazarlo?",
        answer:
          "Muchas veces, sí. Si la losa está estable, reparamos las grietas y le aplicamos un recubrimiento que la deja como nueva, con muchas menos molestias que una demolición. Si las raíces o el asentamiento del terreno movieron mucho la losa, le decimos con franqueza que conviene reemplazarla.",
      },
      {
        question: "El desagüe de mi balcón se tapa seguido con hojas. ¿Me pueden ayudar?",
        answer:
          "Sí. Podemos agrandar los desagües o cambiarlos de lugar, ponerles rejillas y corregir la pendiente para que las hojas de los robles y sicomoros cercanos no dejen agua encharcada en el balcón. Aun así, limpiar los desagües antes de la primera tormenta de la temporada sigue siendo la mejor costumbre.",
      },
      {
        question: "¿También trabajan en Altadena y San Marino?",
        answer:
          "Sí. Además de Pasadena, trabajamos con frecuencia en Altadena, San Marino y las comunidades vecinas al pie de las montañas. Las inspecciones y los presupuestos son gratuitos en toda la zona.",
      },
    ],
  },

  "beverly-hills-deck-waterproofing-contractor": {
    slug: "impermeabilizacion-de-terrazas-en-beverly-hills",
    city: "Beverly Hills",
    meta: {
      title: "Terrazas y áreas de alberca impermeables en Beverly Hills",
      description:
        "Recubrimientos para áreas de alberca, terrazas, balcones y jardineras en residencias y condominios de Beverly Hills, a juego con su piedra, loseta y estuco.",
    },
    title: "Impermeabilización de terrazas y áreas de alberca en Beverly Hills",
    tagline: "Impermeabilización que protege las casas más finas y luce a su altura.",
    intro: [
      "En Beverly Hills, la vida al aire libre pasa alrededor de la alberca, en las terrazas de la recámara principal y en las terrazas con vista sobre los cañones. Muchas veces esos espacios están construidos encima de cocheras, cuartos de visitas y casetas de alberca, y tienen acabados de piedra, loseta y estuco liso que los dueños esperan ver siempre impecables.",
      "Impermeabilizamos y renovamos estas superficies con sistemas que resisten el agua de la alberca, el riego y las reuniones con muchos invitados, y les damos un acabado que armoniza con la arquitectura. Nuestras cuadrillas trabajan con orden, protegen los jardines y los pisos exteriores, y respetan los horarios de la casa.",
    ],
    localConditions:
      "En The Flats, los terrenos grandes tienen áreas de alberca, logias y balcones amplios, expuestos a pleno sol, a las salpicaduras, a los químicos de la alberca y al riego diario. Al norte de Sunset Boulevard, las residencias en las laderas de Trousdale y de los cañones tienen terrazas amplias encima de espacios habitables, donde una filtración pequeña puede dañar interiores muy costosos. Los jardines frondosos mantienen húmedas las jardineras todo el año, y muchas terrazas tienen loseta, que esconde las fallas de la membrana hasta que el agua aparece abajo.",
    services: [
      {
        title: "Recubrimientos para áreas de alberca",
        body: "Capas y recubrimientos texturizados y antiderrapantes que renuevan los pisos agrietados o manchados alrededor de la alberca y se sienten más frescos al pisar.",
      },
      {
        title: "Impermeabilización de terrazas y miradores",
        body: "Membranas bajo loseta, adoquín o recubrimiento para terrazas construidas sobre cocheras, suites de visitas y áreas habitadas en terrenos en ladera.",
      },
      {
        title: "Impermeabilización de balcones",
        body: "Reparación de filtraciones y nuevo recubrimiento para balcones de residencias y de los edificios de condominios del corredor de Wilshire.",
      },
      {
        title: "Impermeabilización de jardineras y patios interiores",
        body: "Membranas, drenaje y barreras antirraíces nuevas para jardineras integradas que se mantienen húmedas por el riego diario.",
      },
    ],
    process: [
      {
        title: "Inspección y presupuesto",
        body: "Revisamos la terraza, el borde de la alberca, los desagües y el riego, y buscamos daños en los espacios de abajo. Usted recibe un presupuesto detallado por escrito con opciones de acabado.",
      },
      {
        title: "Preparación y reparación de la superficie",
        body: "Protegemos la piedra, los vidrios, el jardín y el agua de la alberca antes de desbastar o retirar los recubrimientos que fallaron, y luego reparamos la base, los tapajuntas y los desagües.",
      },
      {
        title: "Aplicación de la membrana",
        body: "Aplicamos la membrana y el acabado por capas, con el color y la textura elegidos para complementar la piedra, la loseta o el estuco de la casa.",
      },
      {
        title: "Prueba final y garantía",
        body: "Hacemos una prueba de inundación en el área, la recorremos con usted o con su administrador de propiedades y registramos su garantía por escrito.",
      },
    ],
    whyUs: [
      {
        title: "Calidad en el acabado",
        body: "Igualamos los colores con cuidado y dejamos bordes limpios, para que la impermeabilización se vea tan cuidada como el resto de la propiedad.",
      },
      {
        title: "Cuadrillas discretas y ordenadas",
        body: "Trabajamos dentro del horario de construcción que permite la ciudad, dejamos el lugar limpio todos los días y planeamos el trabajo según los eventos y el personal de la casa.",
      },
      {
        title: "Sistemas comprobados",
        body: `Los sistemas para áreas de alberca y terrazas tienen una garantía por escrito de ${warranties.deck}; los de balcones, una garantía de ${lower(warranties.balcony)}.`,
      },
      {
        title: "Experiencia y referencias",
        body: `${yearsInBusiness()} años en el oficio, con constructoras y administradores de propiedades en nuestra lista de referencias y cartas de clientes en nuestra página de testimonios.`,
      },
    ],
    faqs: [
      {
        question: "¿Pueden renovar el piso alrededor de la alberca sin vaciarla?",
        answer:
          "Por lo general, sí. Cubrimos y protegemos la alberca, evitamos que caigan polvo o salpicaduras de producto en el agua y, si hace falta, trabajamos por secciones. En la inspección le diremos si el borde o la franja de azulejo necesitan un trabajo que obligue a bajar el nivel del agua.",
      },
      {
        question: "¿El nuevo recubrimiento va a combinar con nuestra piedra y nuestro estuco?",
        answer:
          "Ofrecemos una variedad de colores y texturas, y preparamos muestras para que las vea junto a sus acabados actuales. La idea es que la superficie se vea como parte del diseño, no como una reparación.",
      },
      {
        question: "¿Cuánto tarda una terraza o un balcón pequeño?",
        answer:
          "Las terrazas pequeñas suelen quedar listas en 2 a 4 días, y las más grandes llevan unos 4 a 7 días hábiles. Los balcones suelen tomar de 3 a 5 días hábiles, y acordamos el calendario con usted antes de empezar.",
      },
      {
        question: "Nuestra terraza tiene loseta y hay una filtración. ¿Qué opciones hay?",
        answer:
          "La filtración casi siempre está en la membrana que va debajo de la loseta, no en la loseta misma. Quitamos la loseta en la zona afectada o en toda la terraza, reparamos la base, instalamos una membrana nueva y luego volvemos a colocar la loseta o el adoquín, o aplicamos un recubrimiento.",
      },
      {
        question: "¿Pueden trabajar sin interferir con nuestros eventos ni con el personal de la casa?",
        answer:
          "Sí. Armamos el calendario según su agenda, nos coordinamos con el encargado de la casa y con los jardineros, y al final de cada día dejamos las áreas de trabajo cerradas y limpias.",
      },
      {
        question: "¿Qué garantía ofrecen en Beverly Hills?",
        answer: `Los sistemas para terrazas y áreas de alberca tienen una garantía por escrito de ${warranties.deck}. Los balcones tienen una garantía de ${lower(warranties.balcony)}, y cada plazo aparece en el presupuesto.`,
      },
    ],
  },

  "malibu-deck-waterproofing-contractor": {
    slug: "impermeabilizacion-de-terrazas-en-malibu",
    city: "Malibú",
    meta: {
      title: "Impermeabilización de terrazas y balcones en Malibú",
      description:
        "Balcones y terrazas frente al mar en Malibú: tapajuntas anticorrosivos, reparación de barandales y recubrimientos que resisten la sal, el viento y el sol.",
    },
    title: "Impermeabilización de terrazas y balcones en la costa de Malibú",
    tagline: "Terrazas y balcones preparados para aguantar la brisa salada, el viento y el sol del mar.",
    intro: [
      "Las casas de Malibú están construidas de cara al océano, y sus terrazas y balcones también. La brisa salada, la neblina, el viento y el sol que refleja el agua desgastan cada recubrimiento, cada tornillo y cada tapajuntas, y un balcón que duraría años tierra adentro puede fallar mucho antes en la playa.",
      "Impermeabilizamos balcones frente al mar, terrazas en los cañones y escaleras de playa a lo largo de la costa, con metales resistentes a la corrosión y recubrimientos aptos para el ambiente marino. Nuestras cuadrillas planean de antemano el trayecto por la Pacific Coast Highway y el poco espacio que hay en muchos terrenos frente a la playa.",
    ],
    localConditions:
      "La sal que trae el viento se asienta en todas las superficies y acelera el óxido en los tapajuntas, la malla metálica y las bases de los barandales, que se hinchan y agrietan el recubrimiento que tienen encima. La neblina de la mañana mantiene húmedas las terrazas, el viento constante que sopla del mar mete la lluvia por los umbrales de las puertas y el océano refleja el sol sobre los recubrimientos. En las casas de los cañones se suma el agua que baja de las laderas, y muchas casas reconstruidas en los últimos años tienen terrazas nuevas que necesitan una impermeabilización bien hecha desde el principio.",
    services: [
      {
        title: "Impermeabilización de balcones frente al mar",
        body: "Membranas flexibles y capas finales resistentes a los rayos UV para balcones con vista a las olas, con un sellado cuidadoso en puertas y muros.",
      },
      {
        title: "Recubrimientos para terrazas en la costa",
        body: "Sistemas para terrazas transitables frente a la playa y en los cañones, elegidos para resistir la sal, el viento y el sol constante.",
      },
      {
        title: "Reparación de tapajuntas y barandales oxidados",
        body: "Cambiamos los tapajuntas, la malla metálica y los postes de barandal oxidados por materiales resistentes a la corrosión, y los sellamos dentro del nuevo recubrimiento.",
      },
      {
        title: "Recubrimientos para escaleras y descansos de playa",
        body: "Recubrimientos antiderrapantes para escaleras exteriores y descansos que reciben pies mojados y arena todos los días.",
      },
    ],
    process: [
      {
        title: "Inspección y presupuesto",
        body: "Examinamos de cerca los detalles metálicos en busca de óxido, revisamos los barandales y los postes y, donde hay acceso, inspeccionamos la estructura desde abajo. Usted recibe un presupuesto por escrito con las reparaciones por corrosión detalladas.",
      },
      {
        title: "Preparación y reparación de la superficie",
        body: "Lavamos los depósitos de sal, retiramos el recubrimiento que falló y el metal oxidado, e instalamos tapajuntas y malla metálica nuevos, resistentes a la corrosión.",
      },
      {
        title: "Aplicación de la membrana",
        body: "Aplicamos la membrana y la capa final solo cuando la neblina se ha levantado y la superficie está seca, para que cada capa se adhiera bien.",
      },
      {
        title: "Prueba final y garantía",
        body: "Hacemos una prueba de inundación en la terraza o el balcón terminado, repasamos con usted los cuidados que necesita una casa en la costa y registramos su garantía por escrito.",
      },
    ],
    whyUs: [
      {
        title: "Conocemos la costa",
        body: "Pensamos cada trabajo para la sal y el viento, desde el metal que elegimos hasta la forma en que sellamos los barandales en la terraza.",
      },
      {
        title: "Todo planeado para la PCH",
        body: "Acordamos con tiempo las entregas, el estacionamiento y el acomodo del material en la Pacific Coast Highway (PCH), para que los proyectos frente a la playa y en los cañones se terminen a tiempo.",
      },
      {
        title: "Garantía por escrito",
        body: `Los sistemas para balcones tienen una garantía de ${lower(warranties.balcony)}, y los de terrazas, de ${warranties.deck}.`,
      },
    ],
    faqs: [
      {
        question: "¿Por qué las terrazas y los balcones se desgastan más rápido en Malibú?",
        answer:
          "El aire salado corroe el metal que está debajo y alrededor del recubrimiento, y el óxido se expande y agrieta la superficie. Si a eso se suman el viento constante, la neblina y el sol fuerte, las terrazas de la costa envejecen más rápido que las de tierra adentro. Los detalles resistentes a la corrosión y las revisiones periódicas hacen una gran diferencia.",
      },
      {
        question: "¿Cada cuánto se debe inspeccionar una terraza en la costa?",
        answer:
          "Recomendamos una inspección al año, y revisar los barandales, los tapajuntas y los umbrales de las puertas después de las tormentas de invierno. Si una mancha de óxido o una junta abierta se detecta a tiempo, la reparación es pequeña.",
      },
      {
        question: "¿Pueden aplicar recubrimientos cuando hay neblina?",
        answer:
          "Los recubrimientos necesitan una superficie seca para adherirse, así que esperamos a que se levante la neblina y se seque la humedad antes de aplicar cada capa. En temporadas de mucha neblina eso puede significar empezar más tarde, y lo tomamos en cuenta en el calendario.",
      },
      {
        question: "Los postes de nuestro barandal se están oxidando. ¿Es un problema de impermeabilización?",
        answer:
          "Sí. Los postes del barandal atraviesan la superficie de la terraza y, al oxidarse, le abren paso al agua hacia la estructura. Quitamos la corrosión, cambiamos o volvemos a fijar los postes con materiales resistentes a la corrosión y los sellamos dentro del nuevo recubrimiento.",
      },
      {
        question: "¿Impermeabilizan terrazas nuevas en casas reconstruidas?",
        answer:
          "Sí. Trabajamos con constructores y propietarios en casas nuevas y reconstruidas, e instalamos los tapajuntas y las membranas mientras se construye la terraza. Dejar bien hechos los detalles antes de la primera tormenta es mucho más fácil que corregirlos después.",
      },
      {
        question: "¿Trabajan en todo Malibú, incluidos los cañones?",
        answer:
          "Sí. Trabajamos desde las comunidades frente a la playa hasta los cañones, incluidas las casas con acceso empinado o limitado. Las inspecciones y los presupuestos son gratuitos.",
      },
    ],
  },
};

/** The area pages in Spanish, in the English menu order. */
export const areas: AreaPage[] = translateAll<AreaPage, AreaFacts>(
  areasEn,
  (area) => area.slug,
  words,
  "es/areas.ts",
);

/**
 * The other places served, named in Spanish: the usual Spanish name where Spanish-language press in Los
 * Angeles uses one, the rest as in English (docs/spanish-style.md). Every place is listed, so a new one
 * in ../areas.ts fails the type check until it has its Spanish name.
 */
const otherPlaceNames: Readonly<Record<OtherPlaceName, string>> = {
  "Santa Monica": "Santa Mónica",
  "Culver City": "Culver City",
  "West Hollywood": "West Hollywood",
  "Pacific Palisades": "Pacific Palisades",
  Brentwood: "Brentwood",
  Venice: "Venice",
  "Marina del Rey": "Marina del Rey",
  "Playa del Rey": "Playa del Rey",
  "Manhattan Beach": "Manhattan Beach",
  "North Hollywood": "North Hollywood",
  "Sherman Oaks": "Sherman Oaks",
  Burbank: "Burbank",
  Glendale: "Glendale",
  "Studio City": "Studio City",
  Encino: "Encino",
  "San Fernando Valley": "Valle de San Fernando",
  "Santa Clarita": "Santa Clarita",
  "Orange County": "condado de Orange",
};

export const { serviceAreas, citiesServed } = placesServed(areas, (name) => otherPlaceNames[name]);

/** Spanish names by English name: the area pages' cities and the other places served. */
const spanishNames: ReadonlyMap<string, string> = new Map([
  ...areasEn.map((a, i): [string, string] => [a.city, areas[i]?.city ?? a.city]),
  ...Object.entries(otherPlaceNames),
]);

/**
 * A place's name in running Spanish text ("Malibu" → "Malibú"): its Spanish name when it has one here,
 * otherwise as in English (Torrance, Pasadena). Postal addresses keep the postal form and never pass
 * through this.
 */
export const placeName = (english: string): string => spanishNames.get(english) ?? english;
