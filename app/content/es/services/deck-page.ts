/** The deck service page's words in Spanish (facts: ../../services.ts). */
import { yearsInBusiness } from "../../company";
import type { Words } from "../../i18n";
import type { ServicePage } from "../../types";
import { warranties } from "../company";

export const words: Words<ServicePage, "image"> = {
  slug: "impermeabilizacion-de-terrazas",
  menuLabel: "Impermeabilización de terrazas",
  meta: {
    title: "Impermeabilización, recubrimiento y reparación de terrazas",
    description:
      "¿Su terraza se filtra, se agrieta o se pela? Reparamos estructura, tapajuntas y malla, y aplicamos un recubrimiento impermeable con garantía por escrito.",
  },
  title: "Impermeabilización, recubrimiento y reparación de terrazas",
  tagline: "Una terraza que no deja pasar el agua al cuarto de abajo y que luce bien bajo sus pies.",
  intro: [
    "Una terraza construida sobre una recámara, una cochera o una sala es, en realidad, un techo por el que camina la gente. Cuando su recubrimiento se agrieta o se desgasta, el agua llega al triplay, a la estructura de madera y, con el tiempo, al techo de abajo, a menudo mucho antes de que usted vea una mancha.",
    `Desde hace ${yearsInBusiness()} años, nuestras cuadrillas abren, reparan y vuelven a recubrir terrazas en todo Los Ángeles. Primero arreglamos lo que está mal debajo de la superficie y después instalamos un sistema de recubrimiento elegido según el sol y el uso que recibe su terraza, y según su presupuesto.`,
  ],
  sections: [
    {
      heading: "Por qué importa un buen recubrimiento",
      body: [
        "El sol, las pisadas, las macetas y los muebles desgastan el recubrimiento de una terraza. En cuanto la membrana se rompe, cada lluvia y cada lavada con manguera meten agua en la base, y la madera que se queda húmeda empieza a pudrirse.",
        "Si el problema se detecta cuando todavía es solo del recubrimiento, la reparación es pequeña. Esperar a que aparezca la mancha en el techo de abajo casi siempre significa cambiar triplay, tapajuntas y a veces también vigas.",
      ],
    },
    {
      heading: "Sistemas de recubrimiento que instalamos",
      body: [
        "Elegimos el sistema según la terraza, en lugar de vender un solo producto para todos los trabajos. En la inspección le explicamos las opciones que le convienen y el mantenimiento que pide cada una.",
      ],
      bullets: [
        "Membranas transitables de poliuretano en varias capas para terrazas sobre espacios habitables",
        "Membranas de caucho líquido que se estiran con la madera cuando se mueve",
        "Recubrimientos cementosos sobre malla metálica, con textura aplanada (knockdown) o lisa",
        "Capas base reforzadas con fibra de vidrio para terrazas comerciales o de mucho tránsito",
        "Capas finales resistentes a los rayos UV en varios colores, con agregado antiderrapante",
      ],
    },
    {
      heading: "Reparaciones que hacemos",
      body: [
        "Casi todas las fallas del recubrimiento tienen una causa debajo. Como nuestras cuadrillas hacen carpintería, trabajos de lámina y estuco además de recubrimientos, toda la reparación queda en manos de un solo equipo y un solo calendario.",
      ],
      bullets: [
        "Cambio del triplay podrido y refuerzo de las vigas dañadas",
        "Tapajuntas de lámina nuevos en muros, umbrales de puertas y orillas de la terraza",
        "Cambio de la malla metálica oxidada o rota",
        "Instalación o reajuste de desagües y gárgolas",
        "Resanes del estuco donde se une con la superficie de la terraza",
        "Nuevo sellado de los postes del barandal y otras perforaciones",
      ],
    },
    {
      heading: "Acabados, color y textura",
      body: [
        "Una terraza impermeable también puede verse bien terminada. Ofrecemos varios colores y texturas, desde un acabado fino tipo cáscara de naranja hasta una textura aplanada (knockdown) más gruesa, y agregamos material antiderrapante donde es probable que haya pies mojados.",
        "Si su edificio o su asociación (HOA) tiene un color establecido, lo igualamos para que la terraza nueva combine con las de sus vecinos.",
      ],
    },
    {
      heading: "Cómo mantener su terraza en buen estado",
      body: [
        "Recomendamos una revisión rápida cada año, de preferencia antes de la temporada de lluvias. Limpiar los desagües, quitar las macetas de encima de la membrana y sellar a tiempo los pequeños golpes le dan años de vida al recubrimiento.",
        "A la mayoría de las terrazas transitables les conviene una capa final nueva cada 3 a 5 años, según el sol y el uso. Una capa final cuesta mucho menos que rehacer todo el sistema y renueva la capa de desgaste que protege la membrana.",
      ],
    },
  ],
  process: [
    {
      title: "Inspección gratuita",
      body: "Recorremos la terraza, revisamos el techo de abajo, buscamos partes blandas y examinamos tapajuntas, desagües y postes del barandal. Usted recibe una explicación clara de qué está fallando y por qué.",
    },
    {
      title: "Presupuesto por escrito",
      body: "Recibe un presupuesto detallado y por adelantado que separa el recubrimiento de cualquier reparación, con el sistema que recomendamos y el calendario.",
    },
    {
      title: "Preparación de la superficie",
      body: "Quitamos el recubrimiento que falló, desbastamos o lijamos la superficie y la limpiamos para que las capas nuevas se adhieran. Mover los muebles y proteger muros y ventanas cercanos es parte del trabajo.",
    },
    {
      title: "Reparación de la base y los tapajuntas",
      body: "La madera podrida, la malla oxidada, los tapajuntas que faltan y los desagües deficientes se cambian o se corrigen antes de aplicar cualquier recubrimiento.",
    },
    {
      title: "Membrana y capa final",
      body: "La membrana impermeable se aplica en capas, seguida de la textura y una capa final resistente a los rayos UV en el color que usted elija, con textura antiderrapante donde se necesite.",
    },
    {
      title: "Prueba con agua y recorrido final",
      body: "Probamos la terraza terminada con agua, la recorremos con usted y registramos su garantía por escrito. También le damos instrucciones sencillas de cuidado.",
    },
  ],
  problems: [
    {
      title: "Filtraciones al cuarto de abajo",
      body: "Manchas, pintura con burbujas o goteras en el techo debajo de una terraza suelen indicar que la membrana o los tapajuntas fallaron. Seguimos el camino del agua y lo cerramos.",
    },
    {
      title: "Recubrimiento agrietado o pelado",
      body: "Los recubrimientos se agrietan cuando la estructura se mueve y se pelan cuando queda humedad atrapada. Quitamos las capas que fallaron y rehacemos el sistema como debe ser.",
    },
    {
      title: "Partes blandas y madera podrida",
      body: "Una terraza que se hunde al pisarla a menudo esconde triplay mojado. La abrimos, cambiamos la madera dañada y encontramos de dónde viene el agua.",
    },
    {
      title: "Agua estancada",
      body: "El agua que se queda después de llover acelera el desgaste y encuentra cada punto débil. Corregimos la pendiente y los desagües para que la terraza desaloje el agua.",
    },
    {
      title: "Malla y tapajuntas oxidados",
      body: "El metal corroído debajo del recubrimiento se hincha y abre la superficie. Lo cambiamos por malla y tapajuntas galvanizados nuevos.",
    },
    {
      title: "Superficies resbalosas o gastadas",
      body: "Las capas finales lisas y gastadas son peligrosas cuando están mojadas. Una capa final nueva con textura y agregado antiderrapante devuelve el agarre y la buena apariencia.",
    },
  ],
  warranty: warranties.deck,
  duration:
    "Volver a recubrir una terraza completa suele tomar de 4 a 7 días hábiles; las terrazas pequeñas a menudo quedan listas en 2 a 4.",
  faqs: [
    {
      question: "¿Cómo sé si mi terraza necesita un recubrimiento nuevo?",
      answer:
        "Fíjese si hay grietas finas, partes peladas o polvosas, manchas de óxido que se transparentan, zonas blandas al pisar y agua que se estanca después de llover. Una mancha en el techo de abajo es la señal más urgente. Si ve alguna de estas señales, una inspección gratuita le dirá si basta con una capa final o si hacen falta reparaciones.",
    },
    {
      question: "¿Pueden aplicar el recubrimiento sobre el que ya tengo?",
      answer:
        "A veces. Si el sistema actual está bien adherido y solo se ha adelgazado la capa de desgaste, una capa final nueva es una opción sensata y más económica. Si está agrietado, con ampollas o filtrando agua, cubrirlo solo esconde el problema, así que lo quitamos y empezamos desde una superficie firme.",
    },
    {
      question: "¿Cuánto tarda un trabajo en una terraza?",
      answer:
        "Volver a recubrir una terraza completa suele tomar de 4 a 7 días hábiles, y las pequeñas a menudo quedan listas en 2 a 4. Las reparaciones de la estructura o de los tapajuntas pueden alargar el trabajo, y eso lo incluimos en el calendario de su presupuesto.",
    },
    {
      question: "¿Cuándo podemos volver a usar la terraza?",
      answer:
        "La terraza queda cerrada mientras se aplican y curan las capas. Cuando la capa final haya curado, ya podrá caminar sobre ella, y le avisamos cuándo está lista para muebles y macetas. Los tiempos exactos dependen del sistema y del clima, así que se los confirmamos en el lugar.",
    },
    {
      question: "¿Reparan la madera que está debajo del recubrimiento?",
      answer:
        "Sí. Nuestras cuadrillas cambian el triplay podrido, reparan las vigas e instalan tapajuntas y malla nuevos como parte del mismo trabajo. Un recubrimiento sobre madera dañada nunca dura, así que arreglamos la estructura antes de impermeabilizar.",
    },
    {
      question: "¿Qué garantía tienen los recubrimientos para terrazas?",
      answer: `Los sistemas para terrazas tienen una garantía por escrito de ${warranties.deck}. El plazo exacto aparece en su presupuesto antes de empezar cualquier trabajo.`,
    },
  ],
};
