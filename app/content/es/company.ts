/** The company's words in Spanish (its facts stay in ../company.ts, stated once). */
import type {
  contactTypes as contactTypesEn,
  stats as statsEn,
  warranties as warrantiesEn,
} from "../company";
import { company, leadRetentionMonths } from "../company";
import type { Words } from "../i18n";

export const tagline = `Impermeabilización de terrazas, balcones y jardineras en Los Ángeles desde ${company.foundedYear}`;

/** The days of `company.hours`, in the same order. */
export const hoursDays: readonly { days: string; short: string }[] = [
  { days: "Lunes a viernes", short: "Lun–Vie" },
  { days: "Sábado", short: "Sáb" },
  { days: "Domingo", short: "Dom" },
];
/** One day's line: "Lun–Vie: 8 a.m. – 6 p.m.", "Dom: cerrado". */
export const hoursLine = (day: string, times: string | null) => `${day}: ${times ?? "cerrado"}`;

/** The label of the Spanish-speaking line wherever its number is shown (the English line has none). */
export const spanishLineLabel = "Atención en español";

export const warranties: Words<typeof warrantiesEn> = {
  general:
    "Garantía por escrito de 5 a 15 años en materiales y mano de obra, según el sistema de recubrimiento",
  deck: "5 a 15 años en materiales y mano de obra, según el sistema de recubrimiento",
  balcony: "Hasta 8 años en materiales y mano de obra",
  planter: "5 a 15 años en materiales y mano de obra",
  floorLeveling: "5 a 15 años en materiales y mano de obra",
};

/** Labels of `stats`, by id. */
export const statLabels: Readonly<Record<(typeof statsEn)[number]["id"], string>> = {
  projects: "Proyectos terminados",
  customers: "Clientes satisfechos",
  technicians: "Técnicos capacitados",
  quality: "Productos de calidad",
};

export const copyrightLine = (year: number) =>
  `© ${year} ${company.legalName.replace(/\.$/, "")}. Todos los derechos reservados.`;
export const licenceLine = () =>
  `Licencia ${company.licence.board} de California n.º ${company.licence.number}`;
export const contactTypes: Words<typeof contactTypesEn> = {
  main: "atención al cliente",
  spanish: "atención en español",
};
export const licenceName = `Licencia ${company.licence.board} de California`;
export const retention = `${leadRetentionMonths} meses`;
