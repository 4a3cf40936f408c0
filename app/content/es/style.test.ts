import { describe, expect, it } from "vitest";
import { findArticle, listArticles } from "../blog.server";
import { copyFor } from "../copy";
import { leadFormWords } from "../copy";
import { galleryItemsByLang } from "../gallery";

/**
 * Slips a native reader found in the Spanish copy (issue 26), each a pattern that must not come back
 * (docs/spanish-style.md, "Slips to avoid"). Every Spanish word the site has is scanned: the content
 * records, the shared words, the widgets' and forms' words, and the Spanish articles.
 */
const slips: readonly { pattern: RegExp; use: string }[] = [
  // Subjunctive after a time clause about the future, and in "la fecha en que entre en vigor".
  { pattern: /cuando la capa final ha curado/i, use: "cuando la capa final haya curado, ya podrá" },
  { pattern: /después de que usted \w+ aprueba\b/i, use: "después de que usted las apruebe" },
  { pattern: /en que entra en vigor/i, use: "en que entre en vigor" },
  // Calques and near-misses.
  { pattern: /\bperdona(n)? (errores|menos)\b/i, use: "toleran mejor los errores / tolera menos" },
  // "Faldas" (skirts) for foothills, in any phrase.
  { pattern: /\bfaldas\b/i, use: "al pie de las montañas / las montañas de San Gabriel" },
  { pattern: /(?<!cerrados )porches para dormir/i, use: "porches cerrados para dormir (sleeping porches)" },
  // A pool deck is the floor around a pool, never the pool's own floor: "piso(s) … de (una|la) alberca",
  // singular or plural, with words between, unless the words say "alrededor".
  {
    pattern: /\bpisos?\b(?:(?!alrededor)[^.;:]){0,60}?\bde (?:una |la |las )?albercas?\b/i,
    use: "piso alrededor de la alberca",
  },
  // Waterproofing "albercas" reads as the pools themselves.
  { pattern: /impermeabiliz[^.]*(?<!áreas de |alrededor de )\balbercas\b/i, use: "áreas de alberca" },
  { pattern: /que estén bien fijos/i, use: "Fijación firme" },
  { pattern: /no estoy segur[oa]/i, use: "Otra cosa / todavía no lo sé" },
  { pattern: /\bfascia\b/i, use: "cenefa" },
  { pattern: /por la persona; ella presiona/i, use: "en nombre del usuario; el usuario pulsa el botón" },
  // "Dirección" alone reads as "address": the leadership section is "Liderazgo".
  { pattern: /^Dirección$/, use: "Liderazgo" },
  { pattern: /\bDom Cerrado\b/, use: "Dom: cerrado" },
  // An English label left on a Spanish page.
  { pattern: /^FAQ$/, use: "Preguntas" },
  // A position after a comma, or anywhere in running text, is written in lower case (RAE).
  { pattern: /^Presidenta\b|, Presidenta\b/, use: "presidenta" },
  // Abbreviated figures.
  { pattern: /^\d+(\.\d+)?k\+?$/i, use: "1,250 / más de 1,200" },
  // A button that opens a form promising a call, "for a reason", and other calques.
  {
    pattern: /\bLlame (?:ya|ahora) para (?:un|una) (?:presupuesto|cotización)/i,
    use: "Pida su cotización gratis",
  },
  { pattern: /\bpor una razón\b/i, use: "Por algo …" },
  { pattern: /\bCumplimiento y garantía/i, use: "Normas del fabricante y garantía" },
  { pattern: /\btecnologías? avanzadas?\b/i, use: "Productos profesionales" },
  { pattern: /Únase a (?:nuestros|los) clientes/i, use: "Sea nuestro próximo cliente satisfecho" },
  // An average is not a floor: "4.85 de 5", never "más de 4.85".
  { pattern: /\bmás de \d+\.\d+/i, use: "4.85 de 5" },
  { pattern: /\btipo townhouses?\b/i, use: "casas adosadas (townhouses)" },
  // One wording each for "traffic-rated" and "living space".
  { pattern: /\baptos? para el tránsito|\baptas? para el tránsito/i, use: "transitables" },
  { pattern: /\bespacios? habitados?\b/i, use: "espacios habitables" },
  // Booking and privacy copy added later (the native read of the booking and office work).
  { pattern: /tantas veces como lo hacemos/i, use: "tantas veces como se permite en un día" },
  { pattern: /\bcabecera\b/i, use: "encabezado (Idempotency-Key)" },
  { pattern: /oficina del sitio/i, use: "el área privada de la oficina" },
  { pattern: /Más fechas \(.*más\)/i, use: "Fechas posteriores (3 días más)" },
  { pattern: /clima que hace inseguro/i, use: "mal tiempo que no permite trabajar con seguridad" },
  { pattern: /; los más próximos aparecen/i, use: "los horarios más cercanos aparecen primero" },
];

/** Every string in a value; functions are called with sample values so templates are scanned too. */
function strings(value: unknown, out: string[] = [], depth = 0): string[] {
  if (depth > 12) return out;
  if (typeof value === "string") out.push(value);
  else if (typeof value === "function") {
    try {
      strings((value as (...a: unknown[]) => unknown)("X", "Y", "Z"), out, depth + 1);
    } catch {
      // A template that needs real values: its fixed words are in its source, scanned below.
      out.push(String(value));
    }
  } else if (Array.isArray(value)) for (const v of value) strings(v, out, depth + 1);
  else if (value && typeof value === "object")
    for (const v of Object.values(value)) strings(v, out, depth + 1);
  return out;
}

const spanish = [
  ...strings(copyFor("es")),
  ...strings(leadFormWords("es", "quote")),
  ...strings(leadFormWords("es", "emergency")),
  ...strings(galleryItemsByLang.es),
  ...listArticles("es").flatMap((a) => {
    const article = findArticle(a.slug, "es");
    return [a.title, a.description, article?.markdown ?? ""];
  }),
];

describe("the Spanish copy", () => {
  it("is scanned whole: records, shared words, widgets and articles", () => {
    expect(spanish.length).toBeGreaterThan(500);
    expect(spanish.some((s) => s.includes("Preguntas frecuentes"))).toBe(true);
    expect(spanish.some((s) => s.includes("Fijación firme"))).toBe(true);
  });

  it("the booking page's description says the inspection can be changed online, as the English does", () => {
    expect(copyFor("es").content.booking.meta.description).toContain("cámbiela en línea");
    expect(copyFor("en").content.booking.meta.description).toContain("change it online");
  });

  it.each(slips.map((s) => [String(s.pattern), s] as const))("has no %s", (_name, slip) => {
    const found = spanish.flatMap((s) => s.split("\n")).filter((line) => slip.pattern.test(line.trim()));
    expect(found, `write: ${slip.use}`).toEqual([]);
  });

  it("each check catches its slip", () => {
    const samples = [
      "Cuando la capa final ha curado ya puede caminar",
      "una semana después de que usted las aprueba.",
      "la fecha en que entra en vigor.",
      "Además, perdonan errores cuando",
      "y de las faldas de las montañas de San Gabriel.",
      "porches originales, porches para dormir y balcones",
      "vista del piso descolorido, manchado y agrietado de una alberca",
      "cómo impermeabilizamos sus terrazas, balcones, jardineras y albercas.",
      "Que estén bien fijos, óxido",
      "Otra cosa, o no estoy seguro",
      "bajo la fascia blanca",
      "Llene el formulario por la persona; ella presiona el botón",
      "Dirección",
      "Dom Cerrado",
      "FAQ",
      "Eleanor M., Presidenta de la mesa directiva",
      "1.25k",
      "Llame ya para un presupuesto gratis",
      "Los fabricantes fijan requisitos de planicidad por una razón.",
      "Cumplimiento y garantía",
      "Productos de tecnología avanzada que instalamos",
      "Únase a nuestros clientes satisfechos",
      "más de 4.85",
      "Escaleras en casas tipo townhouse",
      "Membranas aptas para el tránsito en techos",
      "terrazas sobre espacios habitados",
      "Ya enviamos su enlace al correo registrado tantas veces como lo hacemos en un día.",
      "La cabecera Idempotency-Key debe tener",
      "una cuenta en la oficina del sitio: los dueños",
      "Más fechas (3 días más)",
      "lluvia o un clima que hace inseguro el trabajo",
      "de anticipación; los más próximos aparecen primero.",
    ];
    samples.forEach((sample, i) => expect(slips[i]!.pattern.test(sample), sample).toBe(true));
    expect(slips).toHaveLength(samples.length);
  });
});
