/** The planter service page's words in Spanish (facts: ../../services.ts). */
import type { Words } from "../../i18n";
import type { ServicePage } from "../../types";
import { warranties } from "../company";

export const words: Words<ServicePage, "image"> = {
  slug: "impermeabilizacion-de-jardineras",
  menuLabel: "Impermeabilización de jardineras",
  meta: {
    title: "Impermeabilización y reparación de jardineras",
    description:
      "Las jardineras que se filtran manchan muros y dañan los cuartos de abajo. Instalamos membranas, desagües y barreras antirraíces en casas, terrazas y podios.",
  },
  title: "Impermeabilización y reparación de jardineras",
  tagline: "Que el jardín siga creciendo y el agua se quede dentro de la jardinera.",
  intro: [
    "Una jardinera es una caja de tierra mojada que nunca se seca. Cuando su impermeabilización falla, el agua se mete al muro, a la losa o al techo de al lado, y las manchas y el salitre vuelven a salir por más que se pinte.",
    "Vaciamos y rehacemos jardineras de todos los tamaños, desde una jardinera de estuco junto a la puerta de entrada hasta hileras de jardineras integradas en los podios de condominios. La reparación atiende la membrana, el drenaje y las raíces al mismo tiempo, para que dure.",
  ],
  sections: [
    {
      heading: "Por qué se filtran las jardineras",
      body: [
        "Casi todas las jardineras se impermeabilizaron una sola vez, cuando se construyó el edificio, y nunca más. Con los años, las raíces se meten en las juntas, el fertilizante y la humedad constante deterioran los recubrimientos viejos, y los desagües se tapan con tierra hasta que el agua se acumula contra los muros.",
        "Como el daño ocurre donde no se ve, la primera señal suele ser una mancha, pintura que se pela o depósitos blancos de minerales en el muro o el techo junto a la jardinera.",
      ],
    },
    {
      heading: "Cómo impermeabilizamos una jardinera",
      body: [
        "Tratamos la jardinera como una pequeña estructura bajo el nivel del suelo. Cada capa tiene una función, y saltarse una es lo que causó la mayoría de las fallas que reparamos.",
      ],
      bullets: [
        "Sacar las plantas con cuidado y apartarlas, y luego retirar la tierra",
        "Limpiar la jardinera hasta llegar a concreto o mampostería firme y reparar las grietas",
        "Instalar una membrana impermeable nueva en el piso y los muros, subiéndola hasta el borde superior",
        "Agregar una barrera antirraíces que proteja la membrana",
        "Colocar una capa de drenaje y destapar o cambiar el desagüe",
        "Rellenar con tierra nueva y volver a plantar, o entregarla a su paisajista",
      ],
    },
    {
      heading: "Drenaje y protección contra raíces",
      body: [
        "Una membrana sola no basta si el agua no tiene por dónde salir. Nos aseguramos de que cada jardinera desagüe por una salida que funcione, con una capa de grava fina o una lámina de drenaje para que la tierra no la tape.",
        "La barrera antirraíces va entre la tierra y la membrana. Evita que las raíces fuertes encuentren las juntas y le da a la impermeabilización una vida mucho más larga.",
      ],
    },
    {
      heading: "Jardineras en las que trabajamos",
      body: [
        "Impermeabilizamos jardineras integradas en casas, terrazas y edificios comerciales, incluidas las que están sobre cocheras y cuartos habitados, donde una filtración hace más daño.",
      ],
      bullets: [
        "Jardineras de estuco o de block pegadas a los muros de la casa",
        "Jardineras en balcones, terrazas y azoteas",
        "Jardineras de podio y de patio en condominios y edificios de apartamentos",
        "Jardineras elevadas alrededor de albercas y patios",
      ],
    },
    {
      heading: "Cuidamos su jardín y trabajamos con su paisajista",
      body: [
        "Podemos salvar y volver a plantar sus plantas, o coordinarnos con su jardinero o diseñador de paisaje si piensa cambiar lo que está sembrado. En cualquier caso, le avisamos con tiempo cuándo estará vacía la jardinera y cuándo estará lista para la tierra.",
      ],
    },
  ],
  warranty: warranties.planter,
  duration:
    "Las reparaciones de jardineras suelen programarse más o menos una semana después de que usted las apruebe.",
  faqs: [
    {
      question: "¿Cómo sé si mi jardinera se está filtrando?",
      answer:
        "Las señales habituales son manchas de humedad, pintura con burbujas o polvo blanco en el muro junto a la jardinera o en el techo de abajo. Las manchas que aparecen después de regar o de llover apuntan claramente a la jardinera. Podemos confirmar el origen en una inspección gratuita.",
    },
    {
      question: "¿Tienen que sacar toda la tierra y las plantas?",
      answer:
        "Sí. Para impermeabilizar bien una jardinera, la membrana se tiene que aplicar sobre superficies limpias y secas, así que hay que vaciarla. Sacamos las plantas con cuidado, las mantenemos a la sombra y regadas durante el trabajo, y las volvemos a plantar al terminar si usted quiere conservarlas.",
    },
    {
      question: "¿Con qué impermeabilizan el interior de una jardinera?",
      answer:
        "Usamos membranas hechas para estar siempre en contacto con tierra mojada, aplicadas en el piso y los muros y subidas por encima del borde superior. Encima de la membrana van una barrera antirraíces y una capa de drenaje que la protegen.",
    },
    {
      question: "¿Las raíces van a dañar la impermeabilización nueva?",
      answer:
        "Las raíces son una de las causas principales de filtraciones en jardineras; por eso instalamos una barrera antirraíces sobre la membrana. Impide que las raíces lleguen a la capa impermeable y deja que el agua desagüe sin problema.",
    },
    {
      question: "¿Qué tipo de drenaje instalan?",
      answer:
        "Toda jardinera necesita un camino libre para que salga el agua. Destapamos o cambiamos el desagüe y agregamos una capa de drenaje, por lo general grava fina de 1/8 a 3/8 de pulgada o una lámina de drenaje, con tela filtrante para que la tierra no se cuele.",
    },
    {
      question: "¿Qué tan pronto pueden empezar?",
      answer:
        "Las reparaciones de jardineras suelen programarse más o menos una semana después de que usted las apruebe. Si el agua está entrando ahora mismo por un techo, díganoslo cuando llame y haremos lo posible por llegar antes.",
    },
  ],
};
