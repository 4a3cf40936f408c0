/**
 * The reference sheet in Spanish: the companies, contacts and phone numbers stay as they are; the job
 * names describe the work, so they are translated (docs/spanish-style.md), and the places are named the
 * Spanish way (Malibú, Santa Mónica).
 */
import { translateAll, type Words } from "../i18n";
import { references as referencesEn, type Reference } from "../references";
import { placeName } from "./areas";

type ReferenceFacts = "id" | "company" | "contact" | "phone" | "location";

/** Each reference's job name in Spanish, by the English record's id. */
const words: Readonly<Record<number, Words<Reference, ReferenceFacts>>> = {
  1: { jobName: "Terrazas de una residencia en ladera" },
  2: { jobName: "Balcones de la HOA Ocean Crest" },
  3: { jobName: "Azotea de una casa construida a la medida" },
  4: { jobName: "Terrazas de un dúplex frente a la playa" },
  5: { jobName: "Nuevo recubrimiento del área de la alberca comunitaria" },
  6: { jobName: "Reparación de balcones por la SB 721" },
  7: { jobName: "Terraza sobre podio en un edificio de uso mixto" },
  8: { jobName: "Recubrimiento de escaleras en casas adosadas (townhouses)" },
  9: { jobName: "Impermeabilización de jardineras" },
  10: { jobName: "Nueva superficie para balcones de condominio" },
  11: { jobName: "Nivelación del piso de una cochera" },
  12: { jobName: "Desagües de la terraza de un patio interior" },
};

export const references: readonly Reference[] = translateAll<Reference, ReferenceFacts>(
  referencesEn,
  (r) => r.id,
  words,
  "es/references.ts",
).map((r) => ({ ...r, location: placeName(r.location) }));
