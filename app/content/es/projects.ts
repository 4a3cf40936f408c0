/** The gallery projects' words in Spanish (titles and alt texts); facts stay in ../projects.ts (places: ./areas.ts). */
import type { ProjectRecord } from "../project-schema.ts";
import { projects as projectsEn } from "../projects.ts";
import { placeName } from "./areas.ts";

/** One project's words: its title and the alt text of each of its images (`after` only when it has one). */
interface ProjectWords {
  title: string;
  before: string;
  after?: string;
  /** Only for a project whose English record has a description. */
  description?: string;
}

const FILE = "es/projects.ts";

/**
 * Merges the words onto the English records by id, in the English order. Throws, naming the project, when
 * a record has no words or words have no record, and when the words' `after` (or `description`) is given
 * for a project without one or missing for a project with one.
 */
function withProjectWords(
  records: readonly ProjectRecord[],
  words: Readonly<Record<number, ProjectWords>>,
): ProjectRecord[] {
  const ids = new Set(records.map((r) => r.id));
  for (const id of Object.keys(words)) {
    if (!ids.has(Number(id))) throw new Error(`${FILE}: words for project ${id}, which no record has`);
  }
  return records.map((record) => {
    const w = words[record.id];
    if (!w) throw new Error(`${FILE}: no words for project ${record.id}`);
    if ((record.after === undefined) !== (w.after === undefined)) {
      throw new Error(
        `${FILE}: project ${record.id} ${record.after ? "has an after image but no after words" : "has after words but no after image"}`,
      );
    }
    if ((record.description === undefined) !== (w.description === undefined)) {
      throw new Error(
        `${FILE}: project ${record.id} ${record.description ? "has a description but no Spanish one" : "has a Spanish description but no English one"}`,
      );
    }
    return {
      ...record,
      // The place named the Spanish way (Malibú, Santa Mónica), as running Spanish text writes it.
      city: placeName(record.city),
      title: w.title,
      ...(w.description !== undefined ? { description: w.description } : {}),
      before: { ...record.before, alt: w.before },
      ...(record.after && w.after !== undefined ? { after: { ...record.after, alt: w.after } } : {}),
    };
  });
}

const words: Readonly<Record<number, ProjectWords>> = {
  1: {
    title: "Terraza agrietada, recubierta con una nueva membrana texturizada",
    before:
      "Ilustración: recubrimiento gris agrietado, manchado y pelado, con dos charcos y hojas alrededor de un desagüe tapado, en una terraza con barandal de vidrio junto a un muro de estuco color crema y una puerta corrediza, frente al mar al mediodía, antes de la reparación",
    after:
      "Ilustración: la misma terraza con vista al mar después de la reparación, con un recubrimiento gris liso y recién sellado, el desagüe limpio y macetas con flores",
  },
  2: {
    title: "Terraza de segundo piso sobre una cochera: sistema completo de impermeabilización",
    before:
      "Ilustración: recubrimiento café claro desgastado, con grietas largas, manchas de agua y partes peladas, en una terraza con barandal azul marino junto a un muro color durazno, con vista a las colinas en la luz dorada del atardecer, antes de la reparación",
    after:
      "Ilustración: la misma terraza con vista a las colinas en la luz dorada del atardecer, con un nuevo recubrimiento impermeable café claro y una media caña bien definida junto al muro",
  },
  3: {
    title: "Capa final pelada, retirada y rehecha",
    before:
      "Ilustración: vista desde arriba de un recubrimiento gris pizarra que se desprende en grandes partes hasta dejar el concreto al descubierto, con grietas y hojas, detrás de un barandal de cables color bronce por la mañana, antes de la reparación",
    after:
      "Ilustración: la misma terraza con barandal de cables en la luz de la mañana, con el recubrimiento retirado y rehecho en gris pizarra liso, y macetas con flores a ambos lados",
  },
  4: {
    title: "Pasillo exterior de condominios con acabado antiderrapante",
    before:
      "Ilustración: un pasillo exterior largo y angosto de un edificio de condominios, con el recubrimiento color arena agrietado, manchado y pelado y un charco, entre un muro verde salvia y un barandal de vidrio con marco blanco, con vista al mar, antes de la reparación",
    after:
      "Ilustración: el mismo pasillo angosto con un nuevo recubrimiento antiderrapante color arena, limpio y seco",
  },
  5: {
    title: "Terraza terminada con vista a las colinas",
    before:
      "Ilustración: una terraza con vista a las colinas en un día brumoso, terminada con un recubrimiento liso gris beige y macetas con flores",
  },
  6: {
    title: "Azotea para reuniones con membrana nueva",
    before:
      "Ilustración: amplia terraza en la azotea con recubrimiento gris azulado agrietado y pelado, charcos y un desagüe tapado de hojas, un barandal blanco de barrotes y los edificios del centro bajo un cielo despejado, antes de la reparación",
    after:
      "Ilustración: la misma azotea con una nueva membrana gris azulado, el desagüe limpio y los edificios de la ciudad al fondo",
  },
  7: {
    title: "Gárgola de desagüe tapada, cambiada y sellada de nuevo",
    before:
      "Ilustración: una gárgola de desagüe en el bordillo de una terraza con vista al mar, tapada de hojas, con un charco de agua estancada enfrente y manchas en el recubrimiento gris, a primera hora de la mañana, antes de la reparación",
    after:
      "Ilustración: la misma terraza con una nueva gárgola de desagüe forrada de metal que atraviesa el bordillo, y el piso seco y recién recubierto",
  },
  8: {
    title: "Terraza con agua estancada: nueva pendiente hacia un desagüe nuevo",
    before:
      "Ilustración: una terraza amplia color café claro con un gran charco de agua estancada alrededor de un desagüe redondo tapado, grietas y hojas, un barandal blanco de vidrio y colinas al fondo, antes de la reparación",
    after:
      "Ilustración: la misma terraza amplia con nueva pendiente hacia un desagüe nuevo de acero inoxidable, seca y con un recubrimiento café claro recién aplicado",
  },
  9: {
    title: "Tapajuntas rehecho en el desagüe de un balcón",
    before:
      "Ilustración: balcón angosto con vista a la ciudad junto a un muro rosa pálido, con un desagüe tapado de hojas en medio de un charco, manchas y basura sobre el recubrimiento, en un día brumoso, antes de la reparación",
    after: "Ilustración: el mismo balcón angosto con el desagüe rehecho y el piso limpio y recién recubierto",
  },
  10: {
    title: "Nueva rejilla de desagüe de acero inoxidable, al ras del recubrimiento",
    before:
      "Ilustración: una terraza con una nueva rejilla de desagüe cuadrada de acero inoxidable, instalada al ras en un recubrimiento nuevo color arena",
  },
  11: {
    title: "Desagües de un patio destapados y con collarín nuevo",
    before:
      "Ilustración: terraza de un patio con un desagüe cuadrado tapado en medio de agua estancada, manchas y hojas sobre el recubrimiento gris verdoso, un barandal de vidrio y colinas al fondo, antes de la reparación",
    after:
      "Ilustración: la misma terraza del patio con el desagüe destapado y con collarín nuevo, seca y recién recubierta",
  },
  12: {
    title: "Desagüe de rebose nuevo en una azotea",
    before:
      "Ilustración: vista baja de una azotea al atardecer con un desagüe tapado cerca del barandal de barrotes azul marino, agua estancada y hojas, y los edificios de la ciudad al fondo, antes de la reparación",
    after:
      "Ilustración: la misma azotea al atardecer con un nuevo desagüe de rebose y un recubrimiento beige nuevo",
  },
  13: {
    title: "Sistema cementoso para terrazas sobre triplay",
    before:
      "Ilustración: recubrimiento cementoso color arena desgastado, con las juntas del triplay abiertas, grietas y partes donde se ven el triplay y la malla metálica, un barandal negro de barrotes y colinas entre la bruma, antes de la reparación",
    after:
      "Ilustración: la misma terraza con vista a las colinas, terminada con un recubrimiento color arena de textura aplanada, al estilo de Merkote",
  },
  14: {
    title: "Capa final con textura aplanada (knockdown) en una terraza soleada",
    before:
      "Ilustración: recubrimiento texturizado gris arena en mal estado en una terraza con vista al mar y barandal blanco de barrotes, agrietado a lo largo de las juntas del triplay, con la malla al descubierto y manchas, bajo un cielo despejado, antes de la reparación",
    after:
      "Ilustración: la misma terraza con vista al mar con un nuevo recubrimiento gris arena de textura aplanada",
  },
  15: {
    title: "Hilera de balcones de apartamentos con recubrimiento nuevo",
    before:
      "Ilustración: balcón largo y angosto de un edificio de apartamentos, con un recubrimiento cementoso beige desgastado y abierto en las juntas, partes con la malla al descubierto y torres de la ciudad detrás del barandal de vidrio, antes de la reparación",
    after: "Ilustración: el mismo balcón angosto con un nuevo recubrimiento beige de textura aplanada",
  },
  16: {
    title: "Descanso de escalera terminado en tono arenisca",
    before:
      "Ilustración: el descanso de una escalera en luz dorada, con un nuevo recubrimiento de textura aplanada en tono arenisca",
  },
  17: {
    title: "Malla y capas base sobre una membrana que falló",
    before:
      "Ilustración: vista desde arriba de una terraza donde el recubrimiento cementoso falló en grandes partes y deja ver el triplay y la malla metálica entre juntas abiertas, detrás de un barandal de cables color bronce, antes de la reparación",
    after:
      "Ilustración: la misma terraza rehecha con malla, capas base y un acabado gris de textura aplanada",
  },
  18: {
    title: "Terraza de la casa de la alberca en un color claro y fresco",
    before:
      "Ilustración: amplia terraza de la casa de la alberca con vista al mar, con un recubrimiento cementoso blanco hueso desgastado, manchado y agrietado y juntas abiertas, detrás de un barandal blanco de vidrio, antes de la reparación",
    after:
      "Ilustración: la misma terraza de la casa de la alberca con un recubrimiento blanco hueso de textura aplanada, claro y fresco",
  },
  19: {
    title: "Barandal de acero oxidado cambiado por uno de aluminio con pintura electrostática",
    before:
      "Ilustración: acercamiento de un barandal de hierro oxidado, con la pintura pelada y barrotes doblados, en un balcón con vista al mar en luz dorada, con manchas de óxido en el bordillo y el recubrimiento, antes del cambio",
    after:
      "Ilustración: el mismo balcón con vista al mar en luz dorada, con un nuevo barandal de barrotes de aluminio azul marino con pintura electrostática",
  },
  20: {
    title: "Barandal de paneles de vidrio en un balcón con vista",
    before:
      "Ilustración: barandal de barrotes café corroído, con manchas y escurrimientos de óxido en el bordillo de la terraza, en un balcón frente al mar por la mañana, antes del cambio",
    after:
      "Ilustración: el mismo balcón con vista al mar con un nuevo barandal de paneles de vidrio y pasamanos azul marino",
  },
  21: {
    title: "Postes del barandal anclados de nuevo y con tapajuntas",
    before:
      "Ilustración: vista desde arriba de las bases oxidadas de un barandal negro de barrotes, con manchas de óxido que se extienden desde cada poste sobre el recubrimiento, y colinas al fondo, antes del cambio",
    after:
      "Ilustración: la misma terraza con los postes anclados de nuevo y con tapajuntas, y un nuevo barandal de barrotes color bronce",
  },
  22: {
    title: "Barandal de cables terminado en una azotea",
    before:
      "Ilustración: una azotea terminada con un barandal de cables de acero inoxidable sobre postes gris oscuro, y la ciudad al fondo",
  },
  23: {
    title: "Barandal de madera cambiado por uno de metal que casi no requiere mantenimiento",
    before:
      "Ilustración: vista baja de un barandal de madera gris y desgastado, con pasamanos rajados, balaustres flojos y manchas de pudrición en los postes, en una terraza en la ladera, antes del cambio",
    after:
      "Ilustración: la misma terraza en la ladera con un nuevo barandal de barrotes de aluminio blanco, que casi no requiere mantenimiento",
  },
  24: {
    title: "Barandal de balcón rehecho a la altura que pide el reglamento actual",
    before:
      "Ilustración: balcón angosto con vista a la ciudad, con un barandal de barrotes verde oscuro oxidado a lo largo del costado y del fondo, y escurrimientos de óxido en el recubrimiento, antes del cambio",
    after: "Ilustración: el mismo balcón angosto con un nuevo barandal de vidrio con marcos blancos",
  },
  25: {
    title: "Piso manchado alrededor de la alberca, con superficie renovada",
    before:
      "Ilustración: piso color arena alrededor de una alberca, manchado, agrietado y pelado, con algas a lo largo de la orilla, una palmera y colinas al fondo, en una tarde soleada, antes de la renovación",
    after:
      "Ilustración: la misma alberca con un piso renovado color arena claro, con recubrimiento fresco al tacto y juntas de control bien marcadas",
  },
  26: {
    title: "Orilla y piso alrededor de la alberca, agrietados y restaurados",
    before:
      "Ilustración: piso gris pálido alrededor de una alberca en un día brumoso, con la orilla agrietada y muchas grietas y partes peladas junto al borde, antes de la renovación",
    after:
      "Ilustración: la misma alberca con la orilla restaurada y un nuevo recubrimiento texturizado gris pálido en el piso",
  },
  27: {
    title: "Acabado fresco al tacto alrededor de una alberca soleada",
    before:
      "Ilustración: vista desde lo alto del piso descolorido, manchado y agrietado alrededor de una alberca bajo un cielo despejado, con una sombrilla naranja y un seto con flores detrás, antes de la renovación",
    after:
      "Ilustración: la misma alberca soleada con un recubrimiento blanco hueso luminoso que se mantiene fresco al tacto",
  },
  28: {
    title: "Área de alberca terminada para una asociación de propietarios",
    before:
      "Ilustración: una alberca comunitaria con un nuevo recubrimiento café claro en el piso y la orilla limpia",
  },
  29: {
    title: "Juntas de expansión cortadas y selladas",
    before:
      "Ilustración: piso café claro alrededor de una alberca a la hora dorada, dividido en paneles por juntas de expansión sucias y agrietadas, con el recubrimiento pelado junto a la orilla, antes de la renovación",
    after:
      "Ilustración: el mismo piso alrededor de la alberca a la hora dorada, con juntas de expansión bien cortadas y selladas y un recubrimiento nuevo",
  },
  30: {
    title: "Textura antiderrapante alrededor del jacuzzi",
    before:
      "Ilustración: piso gris alrededor de una alberca y un pequeño jacuzzi, con manchas, grietas, recubrimiento pelado y agua verdosa, con el mar al fondo, por la mañana, antes de la renovación",
    after:
      "Ilustración: la misma alberca y el jacuzzi burbujeante, rodeados de un nuevo recubrimiento antiderrapante gris claro",
  },
  31: {
    title: "Nuevo forro impermeable para una jardinera con filtraciones",
    before:
      "Ilustración: jardinera larga de estuco blanco contra un muro verde salvia, con grietas, escurrimientos de salitre, plantas marchitas y manchas de agua que se extienden sobre el piso gris de la terraza, con el mar al fondo, antes de la reparación",
    after:
      "Ilustración: la misma jardinera impermeabilizada y con un acabado blanco limpio, con bugambilias rosas y la terraza seca",
  },
  32: {
    title: "Jardineras de podio reconstruidas sobre un estacionamiento",
    before:
      "Ilustración: dos jardineras agrietadas a lo largo del barandal de una amplia terraza de podio, manchadas y con escurrimientos de salitre, con plantas marchitas y los edificios de la ciudad entre la bruma, antes de la reparación",
    after:
      "Ilustración: la misma terraza de podio con las dos jardineras reconstruidas, selladas y llenas de plantas con flores amarillas",
  },
  33: {
    title: "Mancha en el muro causada por el forro dañado de una jardinera",
    before:
      "Ilustración: jardinera alta de concreto contra un muro, con una gran mancha de agua en la base, grietas, salitre y plantas marchitas, y colinas al fondo bajo un cielo despejado, antes de la reparación",
    after:
      "Ilustración: la misma jardinera alta con forro nuevo y acabado renovado, con plantas de flores color lavanda y la terraza limpia",
  },
  34: {
    title: "Jardineras de un patio, replantadas después de impermeabilizarlas",
    before: "Ilustración: dos jardineras de un patio, impermeabilizadas y replantadas con flores anaranjadas",
  },
  35: {
    title: "Barrera antirraíces y lámina de drenaje instaladas",
    before:
      "Ilustración: vista desde arriba de una pequeña jardinera color durazno agrietada, en luz dorada, con salitre, plantas marchitas y una mancha en la terraza, con el mar al fondo, antes de la reparación",
    after:
      "Ilustración: la misma jardinera en luz dorada, sellada sobre una lámina de drenaje y replantada con flores blancas",
  },
  36: {
    title: "Desagüe y forro nuevos en la jardinera de un balcón",
    before:
      "Ilustración: balcón angosto con vista a la ciudad y una jardinera a lo ancho del fondo, agrietada y manchada, con plantas marchitas y agua que se escurre hacia el piso, antes de la reparación",
    after:
      "Ilustración: la misma jardinera del balcón con desagüe y forro nuevos, con acabado renovado y replantada con flores rojo coral",
  },
  37: {
    title: "Reparación de estuco agrietado debajo de un balcón",
    before:
      "Ilustración: muro de estuco color crema debajo de la losa de un balcón, con grietas que salen de las esquinas de la losa, escurrimientos de agua y una parte desprendida que deja ver la malla de alambre, en la luz de la mañana, antes de la reparación",
    after:
      "Ilustración: el mismo muro debajo del balcón con barandal de vidrio, resanado y con un acabado liso de estuco color crema",
  },
  38: {
    title: "Plafón del alero manchado de agua, rehecho y pintado",
    before:
      "Ilustración: muro lateral de una casa de estuco color durazno, con el plafón del alero manchado de agua, escurrimientos bajo la cenefa blanca, grietas y una parte desprendida junto a las ventanas, antes de la reparación",
    after:
      "Ilustración: el mismo muro lateral con el plafón del alero rehecho y recién pintado, y el estuco color durazno liso",
  },
  39: {
    title: "Tapajuntas nuevo donde el estuco se une con la terraza",
    before:
      "Ilustración: muro de estuco verde salvia que se une con una terraza recubierta, en un día brumoso, con el estuco desmoronado y salitre a lo largo de la base, ampollas junto a la puerta de madera, grietas y un perfil de drenaje oxidado, antes de la reparación",
    after:
      "Ilustración: el mismo muro con tapajuntas nuevo y acabado renovado donde se une con la terraza, con un perfil de drenaje limpio y estuco verde salvia liso",
  },
  40: {
    title: "Capa de color final en un muro reparado",
    before:
      "Ilustración: un muro rosa pálido con ventanas en arco, resanado y terminado con una capa de color lisa bajo un cielo despejado",
  },
  41: {
    title: "Estuco ampollado en el umbral de una puerta, reemplazado",
    before:
      "Ilustración: muro de entrada color arena con una puerta verde azulado y una ventana en arco, con el estuco ampollado y abombado alrededor del umbral de la puerta y grietas finas, antes de la reparación",
    after:
      "Ilustración: el mismo muro de entrada con el estuco ampollado reemplazado y con acabado nuevo alrededor de la puerta verde azulado",
  },
  42: {
    title: "Perfil de drenaje (weep screed) y parte baja del muro restaurados",
    before:
      "Ilustración: largo muro de estuco gris cálido junto al pasto en luz dorada, con un perfil de drenaje oxidado, la base desmoronada, salitre y tierra salpicada a lo largo de la parte baja, antes de la reparación",
    after:
      "Ilustración: el mismo muro en luz dorada con un perfil de drenaje nuevo y la parte baja restaurada y lisa",
  },
  43: {
    title: "Losetas flojas de un balcón, reinstaladas sobre una membrana nueva",
    before:
      "Ilustración: balcón con losetas de barro rotas y faltantes, boquilla sucia y manchas, un barandal blanco de barrotes y colinas al fondo, antes de la reparación",
    after: "Ilustración: el mismo balcón con losetas de barro bien parejas y boquilla clara y limpia",
  },
  44: {
    title: "Loseta rota de la entrada, reemplazada",
    before:
      "Ilustración: vista desde arriba de las losetas grises tipo pizarra de una entrada, con piezas rotas y faltantes y manchas, un barandal de vidrio y el mar al fondo, antes de la reparación",
    after: "Ilustración: la misma entrada con losetas grises nuevas y boquilla limpia",
  },
  45: {
    title: "Reparación de boquilla dañada en una azotea",
    before:
      "Ilustración: amplia azotea en luz dorada con losetas beige, boquilla oscura en mal estado, muchas manchas y algunas losetas rotas, con los edificios de la ciudad al fondo, antes de la reparación",
    after:
      "Ilustración: la misma azotea con boquilla nueva entre las losetas beige, juntas limpias y los edificios de la ciudad al fondo",
  },
  46: {
    title: "Terraza terminada con losas de porcelanato",
    before:
      "Ilustración: una terraza con vista al mar terminada con grandes losas nuevas de porcelanato color crema y juntas limpias",
  },
  47: {
    title: "Losetas de saltillo del balcón reemplazadas",
    before:
      "Ilustración: vista baja de un balcón con losetas pequeñas de saltillo rotas y faltantes, boquilla sucia y manchas, un barandal blanco de vidrio y colinas al fondo, antes de la reparación",
    after: "Ilustración: el mismo balcón con losetas de saltillo nuevas y boquilla clara y limpia",
  },
};

export const projects: readonly ProjectRecord[] = withProjectWords(projectsEn, words);
