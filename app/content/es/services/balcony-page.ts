/** The balcony service page's words in Spanish (facts: ../../services.ts). */
import { yearsInBusiness } from "../../company";
import type { Words } from "../../i18n";
import type { ServicePage } from "../../types";
import { warranties } from "../company";

export const words: Words<ServicePage, "image"> = {
  slug: "impermeabilizacion-de-balcones",
  menuLabel: "Impermeabilización de balcones",
  meta: {
    title: "Impermeabilización y reparación de balcones",
    description:
      "Reparamos filtraciones, recubrimientos, tapajuntas, estuco y barandales de balcones, y ayudamos con las inspecciones SB 721 y SB 326 en Los Ángeles.",
  },
  title: "Impermeabilización y reparación de balcones",
  tagline: "Detenemos la filtración donde empieza, desde la membrana hasta los postes del barandal.",
  intro: [
    "Los balcones son pequeños, pero están encima de recámaras, salas y la estructura del edificio, y reciben de lleno el sol y la lluvia. Un recubrimiento de balcón que falla deja pasar agua a una estructura de madera que nadie ve hasta que el daño ya es serio.",
    `Llevamos ${yearsInBusiness()} años reparando e impermeabilizando balcones en casas unifamiliares, condominios y edificios de apartamentos. Revisamos todo el conjunto, incluidos el recubrimiento, los tapajuntas, el estuco y los barandales, porque una filtración casi nunca tiene una sola causa.`,
  ],
  sections: [
    {
      heading: "Por qué importa impermeabilizar el balcón",
      body: [
        "Un balcón sale en voladizo o está armado hacia afuera del edificio, así que el agua que atraviesa la superficie llega a las vigas que lo sostienen. Con el tiempo eso puede causar hundimientos, madera podrida y reparaciones estructurales costosas, no solo una mancha en el techo.",
        "Mantener la membrana en buen estado es la forma más barata de proteger esa estructura. Un recubrimiento bien cuidado también hace que el balcón sea más seguro y se vea mejor.",
      ],
    },
    {
      heading: "Sistemas de recubrimiento",
      body: [
        "Instalamos sistemas elastoméricos de poliuretano y de caucho líquido que se flexionan con la estructura, y sistemas cementosos sobre malla metálica donde conviene una superficie más dura. Cada sistema se arma en capas: primario, membrana impermeable, textura y una capa final resistente a los rayos UV.",
        "En balcones con loseta podemos instalar una membrana impermeable debajo de la loseta nueva, para que el acabado que usted quiere quede sobre una protección real.",
      ],
    },
    {
      heading: "Estuco y barandales",
      body: [
        "La junta donde el estuco se une con el piso del balcón es uno de los puntos de filtración más comunes, y los postes del barandal que atraviesan la superficie son otro. Cortamos el estuco dañado, instalamos perfiles de drenaje (weep screed) como debe ser y resanamos para que combine.",
        "Los postes flojos u oxidados se vuelven a fijar y se sellan, y podemos cambiar el barandal completo cuando ya no ofrece la seguridad que hoy se espera.",
      ],
    },
    {
      heading: "Tapajuntas y drenaje",
      body: [
        "Un buen tapajuntas desvía el agua en muros, umbrales de puertas y orillas del balcón; si falta o está oxidado, la manda directo a la estructura. Lo cambiamos por lámina nueva, traslapada y sellada en el orden correcto.",
        "También revisamos la pendiente, los desagües y las gárgolas para que el balcón se vacíe rápido después de llover en lugar de retener agua contra la membrana.",
      ],
      bullets: [
        "Tapajuntas en muros y umbrales de puertas",
        "Goteros a lo largo del borde del balcón",
        "Cambio de desagües y gárgolas",
        "Corrección de la pendiente donde se estanca el agua",
      ],
    },
    {
      heading: "Acabados antiderrapantes",
      body: [
        "Un balcón debe ser seguro con zapatos mojados y con los pies descalzos. Esparcimos agregado antiderrapante en la capa de textura y lo fijamos con la capa final, para que el agarre dure tanto como el acabado.",
        "Usted puede elegir el color y la textura, y en condominios y edificios de apartamentos podemos igualar el color que ya tiene el edificio.",
      ],
    },
    {
      heading: "Asociaciones (HOA) y cumplimiento de la ley",
      body: [
        "La ley SB 721 de California exige inspecciones periódicas de los balcones y otros elementos exteriores elevados en edificios de apartamentos, y la SB 326 fija reglas parecidas para las asociaciones de condominios. Ayudamos a dueños y mesas directivas a prepararse para esas inspecciones, abrimos las áreas que el inspector pida y hacemos las reparaciones que indique el informe.",
        "Al terminar, recibe la documentación de lo que se reparó y del sistema que se instaló, lista para sus archivos y para su próxima inspección.",
      ],
    },
    {
      heading: "Por qué nos eligen dueños y mesas directivas",
      body: [
        `Nuestras cuadrillas hacen impermeabilización, carpintería, trabajos de lámina y estuco, así que un solo equipo responde por todo el balcón. Con ${yearsInBusiness()} años en el oficio y más de 20 técnicos capacitados, podemos programar el trabajo según los horarios de los residentes y mantener en marcha los proyectos de varias unidades.`,
      ],
      bullets: [
        "Inspecciones gratuitas y presupuestos detallados por adelantado",
        "Productos con bajo contenido de compuestos orgánicos volátiles (VOC), adecuados para edificios habitados",
        "Comunicación clara con residentes y administradores de propiedades",
        "Garantía por escrito en materiales y mano de obra",
      ],
    },
  ],
  warranty: warranties.balcony,
  duration:
    "La mayoría de los balcones toman de 3 a 5 días hábiles, según las reparaciones que se encuentren.",
  faqs: [
    {
      question: "¿Son un problema las grietas pequeñas en el recubrimiento de mi balcón?",
      answer:
        "Las grietas finas en la capa final muchas veces son solo estéticas, pero las que llegan a la membrana dejan pasar agua a la estructura. Las grietas a lo largo del muro o alrededor de los postes del barandal merecen revisarse más de cerca, porque suelen coincidir con tapajuntas que fallaron. En una inspección gratuita le decimos qué tipo de grieta tiene.",
    },
    {
      question: "¿Pueden impermeabilizar un balcón que tiene loseta?",
      answer:
        "La loseta y la boquilla no son impermeables por sí solas; la protección tiene que estar debajo. Si un balcón con loseta se filtra, por lo general quitamos la loseta, reparamos la base, instalamos una membrana impermeable y después volvemos a poner loseta o terminamos con un recubrimiento. Los selladores que se aplican encima de la loseta pueden frenar el agua, pero no arreglan una filtración.",
    },
    {
      question: "¿Qué recubrimiento es el mejor para mi balcón?",
      answer:
        "Depende de cómo está construido el balcón, de cuánto sol y uso recibe y del acabado que usted quiera. Los sistemas de poliuretano y de caucho líquido se flexionan bien en balcones de estructura de madera, y los cementosos convienen en algunas superficies de concreto y malla metálica. Le recomendamos un sistema después de ver el balcón y le explicamos las ventajas y desventajas.",
    },
    {
      question: "¿Cada cuánto hay que volver a sellar un balcón?",
      answer:
        "La mayoría de los recubrimientos de balcón necesitan sellarse de nuevo cada 5 a 7 años, antes si el balcón recibe sol todo el día o mucho uso. Revisar cada año si hay partes gastadas, grietas o desagües tapados le ayuda a volver a sellar antes de que pase el agua.",
    },
    {
      question: "¿Trabajan con asociaciones (HOA) en las reparaciones que piden las leyes SB 326 y SB 721?",
      answer:
        "Sí. Trabajamos con frecuencia con mesas directivas, administradores de propiedades e inspectores, damos un presupuesto detallado para cada balcón y programamos el trabajo para molestar lo menos posible a los residentes. Al terminar las reparaciones, entregamos la documentación que su asociación necesita.",
    },
    {
      question: "¿Cuánto tarda impermeabilizar un balcón?",
      answer:
        "La mayoría de los balcones toman de 3 a 5 días hábiles. La madera podrida, las reparaciones de estuco o un barandal nuevo pueden alargar el trabajo, y eso lo incluimos en el calendario antes de empezar.",
    },
  ],
};
