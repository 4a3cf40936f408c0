/** The concrete floor leveling service page's words in Spanish (facts: ../../services.ts). */
import { yearsInBusiness } from "../../company";
import type { Words } from "../../i18n";
import type { ServicePage } from "../../types";
import { warranties } from "../company";

export const words: Words<ServicePage, "image"> = {
  slug: "nivelacion-de-pisos-de-concreto",
  menuLabel: "Nivelación de pisos de concreto",
  meta: {
    title: "Nivelación profesional de pisos de concreto",
    description:
      "Mortero autonivelante, desbaste, resanes y pruebas de humedad para que sus pisos de loseta, madera, vinilo o epóxico tengan una base de concreto plana y firme.",
  },
  title: "Nivelación profesional de pisos de concreto",
  tagline: "Una losa plana y revisada para que su piso nuevo quede bien a la primera.",
  intro: [
    "Un piso terminado nunca queda mejor que la losa que tiene debajo. Los hundimientos, las jorobas, el pegamento viejo y los resanes agrietados se marcan a través de la loseta y el vinilo, hacen que los pisos de madera rechinen y suenen huecos, y dejan charcos en pisos de cochera y de epóxico.",
    "Preparamos pisos de concreto en casas, oficinas, talleres y cocheras: medimos la humedad, desbastamos las partes altas, reparamos los daños y vaciamos mortero autonivelante para que la superficie quede plana y lista para el piso que usted eligió.",
  ],
  sections: [
    {
      heading: "Por qué importa nivelar el piso",
      body: [
        "Por algo los fabricantes de pisos exigen que la losa esté plana. La loseta de gran formato se agrieta o queda con desniveles entre piezas sobre una losa ondulada, los pisos flotantes de madera y vinilo se flexionan y se separan en las juntas, y los recubrimientos delgados dejan ver cada bordo y cada hundimiento.",
        "Nivelar primero la losa protege el acabado y también su garantía. Además, es mucho más fácil hacerlo antes de poner el piso nuevo que arreglarlo cuando empieza a fallar.",
      ],
    },
    {
      heading: "Nuestro proceso de nivelación",
      body: [
        "Cada piso empieza con mediciones y pruebas, no con un bulto de mortero. Lo que encontramos decide si la losa necesita desbaste, resanes, nivelación o una combinación.",
      ],
      bullets: [
        "Medir el piso con regla y láser para ubicar las partes altas y bajas",
        "Medir la humedad de la losa y anotar grietas, desprendimientos o reparaciones viejas",
        "Desbastar las partes altas, el pegamento viejo, la pintura y los selladores",
        "Resanar grietas, hoyos y orillas dañadas con mortero de reparación",
        "Aplicar primario a la losa para que el mortero se adhiera y corra parejo",
        "Vaciar y extender el mortero autonivelante, y volver a revisar la planicidad cuando cure",
      ],
    },
    {
      heading: "Servicios de nivelación de pisos",
      body: [
        "Nuestras cuadrillas se encargan de toda la preparación, así que su instalador de pisos encuentra el piso listo para empezar.",
      ],
      bullets: [
        "Mortero autonivelante para cuartos, pasillos y espacios abiertos",
        "Desbaste de concreto y retiro de pegamentos y recubrimientos viejos",
        "Reparación de grietas, desprendimientos y juntas",
        "Pruebas de humedad y primarios contra la humedad cuando las mediciones lo indiquen",
        "Preparación para loseta, madera sólida, madera de ingeniería, vinilo en tablas y recubrimientos epóxicos",
        "Losas de cocheras y talleres donde se forman charcos",
      ],
    },
    {
      heading: "Normas del fabricante y garantía",
      body: [
        "Seguimos las instrucciones del fabricante del mortero para el primario, la mezcla y el espesor, y registramos los resultados de las pruebas de humedad y de planicidad de cada trabajo. Esa documentación ayuda a mantener vigente la garantía del fabricante de su piso.",
        `Usamos productos con bajo contenido de compuestos orgánicos volátiles (VOC), adecuados para casas y negocios habitados, y la nivelación tiene una garantía por escrito de ${warranties.floorLeveling.charAt(0).toLowerCase()}${warranties.floorLeveling.slice(1)}.`,
      ],
    },
    {
      heading: "Por qué elegirnos para nivelar su piso",
      body: [
        `Nuestro equipo trabaja con concreto y sistemas cementosos desde hace ${yearsInBusiness()} años, en terrazas, balcones y losas interiores. Sabemos cómo se comporta el concreto con la humedad, y eso es lo que separa un piso nivelado que dura de uno que se agrieta o se despega.`,
      ],
      bullets: [
        "Evaluación gratuita en el lugar y un presupuesto detallado por adelantado",
        "Coordinación con su instalador de pisos o su contratista general",
        "Desbaste limpio, con el área aislada y control de polvo",
        "Resultados por escrito que puede entregar a su proveedor de pisos",
      ],
    },
  ],
  warranty: warranties.floorLeveling,
  duration:
    "La nivelación se programa según su instalador de pisos, y en su presupuesto confirmamos los días de trabajo y el tiempo de curado.",
  faqs: [
    {
      question: "¿Cómo sé si mi piso necesita nivelación?",
      answer:
        "Ponga una regla larga sobre la losa en varias direcciones y vea si quedan huecos debajo, o fíjese si hay losetas que se mueven, partes blandas en pisos flotantes y agua que se junta en un lugar. Su instalador de pisos también puede señalarlo. Medimos el piso en una evaluación gratuita y le decimos si hace falta nivelar.",
    },
    {
      question: "¿Qué es el mortero autonivelante?",
      answer:
        "Es una mezcla a base de cemento que, una vez preparada, se extiende sola y queda como una superficie plana y lisa. Vaciada sobre una losa con primario, rellena las partes bajas y crea una base nivelada para el piso terminado. No está hecha para quedar expuesta al uso diario, así que siempre se cubre con un piso o un recubrimiento.",
    },
    {
      question: "¿Por qué miden la humedad de la losa?",
      answer:
        "La humedad que sube a través del concreto puede deshacer los pegamentos, hinchar los pisos de madera y formar ampollas en los recubrimientos epóxicos. Medirla antes de nivelar nos dice si hace falta un primario contra la humedad. No hacerlo es una causa común de que los pisos nuevos fallen.",
    },
    {
      question: "¿Pueden nivelar un piso que tiene grietas?",
      answer:
        "Sí, la mayoría de las grietas y los desprendimientos se reparan como parte de la preparación, antes de vaciar el mortero. Si una grieta sigue moviéndose o la losa se ha asentado mucho, se lo diremos, porque eso indica un problema estructural que primero debe revisar un ingeniero.",
    },
    {
      question: "¿Pueden preparar un piso para un recubrimiento epóxico?",
      answer:
        "Sí. El epóxico necesita una superficie limpia, plana y con la rugosidad adecuada, y una humedad aceptable. Desbastamos, reparamos y nivelamos la losa para que el recubrimiento se adhiera bien y no se le noten bordos ni hundimientos.",
    },
    {
      question: "¿Qué tan pronto se puede instalar el piso después de nivelar?",
      answer:
        "Depende del mortero, del espesor que se vacía y de las condiciones del cuarto. En el presupuesto le damos el tiempo de curado esperado y le avisamos a su instalador cuando el piso esté listo.",
    },
  ],
};
