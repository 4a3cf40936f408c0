import { describe, expect, it } from "vitest";
import { findArticle, listArticles } from "../blog.server";
import { copyFor } from "../copy";
import { leadFormWords } from "../copy";
import { galleryItemsByLang } from "../gallery";
import { leadFormCopy as leadFormCopyEn } from "../lead-forms";
import { bookingCopy as bookingCopyEn } from "../booking/booking-copy";
import { bookingCopy as bookingCopyEs } from "./booking/booking-copy";
import { leadFormCopy as leadFormCopyEs } from "./lead-forms";
import { visitorMail, type BookingEvent } from "~/lib/booking/booking-mail.server";
import { parseCalendar } from "~/lib/booking/ical-parse.testing";
import {
  TEST_START,
  testBookingService,
  testFormKeys,
  testMail,
} from "~/lib/booking/booking-service.testing";
import { closureNote } from "~/lib/office/office-bookings.server";
import { defaultMailFrom } from "~/lib/mail/mail-settings";
import { SiteDb } from "~/lib/site/site-db.server";

/**
 * Slips a native reader found in the Spanish copy, each a pattern that must not come back
 * (docs/spanish-style.md, "Slips to avoid"). Every Spanish word the site has is scanned: the content
 * records, the shared words, the widgets' and forms' words, and the Spanish articles.
 */
const slips: readonly {
  pattern: RegExp;
  use: string;
  /** Checked on the e-mails' lines only. */ mail?: true;
}[] = [
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
  { pattern: /por la persona; ella presiona/i, use: "en nombre del usuario; el usuario oprime el botón" },
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
  // The native read of the booking e-mails and the manage page. "Pulsar" (any form) reads as Spain's.
  { pattern: /\bpuls(?:a|as|an|e|es|en|ar|ando|ó|aron)\b/i, use: "oprime / oprima / oprimir" },
  // The English ZIP, in a sentence or before the number: "código postal".
  { pattern: /\bZIPs?\b/, use: "código postal 90405" },
  // A sender's name, or any label, ending in the English "website".
  { pattern: /\bwebsites?\b/i, use: "Sitio web de …" },
  // A file the visitor saves, named in English.
  { pattern: /\b(?:inspection|booking|calendar|invite|event)s?\.ics\b/i, use: "inspeccion.ics" },
  // "Dirección" next to a page or a link reads as the street address: "el enlace de esta página".
  {
    pattern:
      /\bdirecci(?:ón|ones)\b[^.;:]{0,30}\b(?:página|enlace|web|URL)s?\b|\b(?:página|enlace)s?\b[^.;:]{0,30}\bdirecci(?:ón|ones)\b/i,
    use: "el enlace de esta página",
  },
  // A line of an e-mail that starts in lower case (a link is the one that may), or a date in lower case
  // as a label's value ("Horario de llegada: viernes, 4 de diciembre": Intl writes dates so, for the
  // middle of a sentence).
  {
    pattern:
      /^(?!https?:)\p{Ll}|^[^:.]{1,30}: (?:lunes|martes|miércoles|jueves|viernes|sábado|domingo|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)\b/u,
    use: "Horario de llegada: Viernes, 4 de diciembre",
    mail: true,
  },
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

/**
 * The Spanish e-mails a visitor gets about a booking, composed for a booking made on the Spanish page:
 * each event's, and the note when the office closes its window. Each is scanned as its sender, its
 * subject, its lines, its calendar file's name and its invitation's location.
 */
function spanishMails() {
  const db = new SiteDb(":memory:");
  const service = testBookingService(db, () => TEST_START);
  const window = service.open()[0]!;
  const r = service.book(
    {
      window: window.id,
      name: "Dana Ortiz",
      phone: "(310) 555-0123",
      email: "dana@example.com",
      street: "12 Ocean Ave",
      zip: "90405",
      surface: "balcony",
      note: "",
      form_key: testFormKeys.issue(TEST_START.getTime() - 60_000),
    },
    "es",
    { ip: "203.0.113.5", userAgent: "test", channel: "web" },
  );
  if (r.status !== "booked") throw new Error(`expected a booking, got ${r.status}`);
  // As a site with no LEADS_FROM sends them: from the default sender.
  const settings = { ...testMail, from: defaultMailFrom() };
  const events: BookingEvent[] = ["booked", "moved", "cancelled", "link"];
  const mails = [
    ...events.map((e) => visitorMail(r.booking, e, r.token, settings)),
    closureNote(r.booking, r.token, "weather", settings).mail,
  ];
  db.close();
  return mails.map((m) => ({
    subject: m.subject,
    from: m.from,
    lines: m.text.split("\n"),
    file: m.icalEvent?.filename ?? "",
    location: m.icalEvent ? (parseCalendar(m.icalEvent.content).events[0]?.location ?? "") : "",
  }));
}
const mails = spanishMails();
/** The e-mails' lines, and their invitations' location, a line of its own in a calendar. */
const mailLines = mails.flatMap((m) => [...m.lines, m.location]);

const spanish = [
  ...strings(copyFor("es")),
  ...strings(leadFormWords("es", "quote")),
  ...strings(leadFormWords("es", "emergency")),
  ...strings(galleryItemsByLang.es),
  ...listArticles("es").flatMap((a) => {
    const article = findArticle(a.slug, "es");
    return [a.title, a.description, article?.markdown ?? ""];
  }),
  ...mails.flatMap((m) => [m.subject, m.from, m.file]),
  ...mailLines,
];

/** Lower-case words in order, without punctuation. */
const words = (s: string) => s.toLocaleLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
/** The run of at least four words two texts share, if any: a heading the text under it only repeats. */
function sharedRun(heading: string, text: string): string | undefined {
  const h = words(heading);
  const t = ` ${words(text).join(" ")} `;
  for (let i = 0; i + 4 <= h.length; i++) {
    const run = h.slice(i, i + 4).join(" ");
    if (t.includes(` ${run} `)) return run;
  }
  return undefined;
}
/** A text's first sentence. */
const firstSentence = (s: string) => /^[^.!?]*[.!?]?/.exec(s.trim())?.[0] ?? s;

/** A confirmation that promises a call: wrong when the visitor gave only an e-mail. */
const promisesCall =
  /\b(?:le|lo|la|les) (?:llamaremos|llamamos|llamará|llamarán)\b|\bdevolverle la llamada\b|\ble devolvemos la llamada\b|\bcall you\b|\bcall back\b/i;

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

  it("scans the booking e-mails too: every event's, and the closure note", () => {
    expect(mails).toHaveLength(5);
    expect(mailLines).toContain(bookingCopyEs.mail.greeting);
  });

  it.each(slips.map((s) => [String(s.pattern), s] as const))("has no %s", (_name, slip) => {
    const scanned = slip.mail ? mailLines : spanish.flatMap((s) => s.split("\n"));
    const found = scanned.filter((line) => slip.pattern.test(line.trim()));
    expect(found, `write: ${slip.use}`).toEqual([]);
  });

  it("no e-mail's first line, and no page's text under its heading, only repeats the subject or heading", () => {
    const es = bookingCopyEs;
    const pairs: [string, string][] = [
      ...mails.map((m): [string, string] => [
        m.subject,
        m.lines.find((l, i) => i > 0 && l.trim() !== "") ?? "",
      ]),
      [es.received.title, es.received.body],
      [es.manage.cancelledTitle, es.manage.cancelledBody],
      [es.manage.passedTitle, es.manage.passedBody],
      [es.manage.booked, es.manage.bookedIntro],
      [leadFormCopyEs.success.title, leadFormCopyEs.success.byPhone],
      [leadFormCopyEs.success.title, leadFormCopyEs.success.byEmail],
      [leadFormCopyEs.emergencySuccess.title, leadFormCopyEs.emergencySuccess.open],
    ];
    const en = bookingCopyEn;
    // The English twins, whose e-mails are composed from the same lines.
    pairs.push(
      [en.mail.confirmSubject("X"), en.mail.confirmBody],
      [en.mail.movedSubject("X"), en.mail.movedBody],
      [en.mail.cancelledSubject("X"), en.mail.cancelledBody],
      [en.mail.linkSubject, en.mail.linkBody],
      [en.mail.closedSubject("X"), en.mail.closedBody],
      [en.received.title, en.received.body],
      [en.manage.cancelledTitle, en.manage.cancelledBody],
      [leadFormCopyEn.success.title, leadFormCopyEn.success.byEmail],
    );
    const repeated = pairs
      .map(([heading, text]) => ({
        heading,
        text: firstSentence(text),
        run: sharedRun(heading, firstSentence(text)),
      }))
      .filter((p) => p.run !== undefined);
    expect(repeated, "say what the heading does not: the next step, the reason, what changed").toEqual([]);
  });

  it("the quote form's confirmation promises a call only when a phone number was given, in both languages", () => {
    for (const copy of [leadFormCopyEs, leadFormCopyEn]) {
      expect(copy.success.byPhone).toMatch(promisesCall);
      // Given only an e-mail, or before the visitor chose: never a call.
      for (const text of [copy.success.byEmail, copy.quote.intro])
        expect(text, "the visitor may have given only an e-mail").not.toMatch(promisesCall);
    }
    for (const noWindows of [bookingCopyEs.noWindows(14), bookingCopyEn.noWindows(14)])
      expect(noWindows, "the quote form it sends to takes an e-mail alone").not.toMatch(promisesCall);
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
      "Llene el formulario en nombre del usuario; el usuario pulsa el botón",
      "Propiedad: ZIP 90405",
      '"Harborline Deck & Waterproofing website" <web@example.com>',
      "inspection.ics",
      "Guarde la dirección de esta página: es el enlace para cambiar",
      "Horario de llegada: viernes, 4 de diciembre de 2026, 8 a.m. – 12 p.m.",
    ];
    samples.forEach((sample, i) => expect(slips[i]!.pattern.test(sample), sample).toBe(true));
    expect(slips).toHaveLength(samples.length);
    const rule = (use: string) => slips.find((s) => s.use === use)!.pattern;
    // Each family, not one spelling: other forms of the same slip, and what is right left alone.
    const pulsa = rule("oprime / oprima / oprimir");
    for (const slip of ["Pulse el botón", "al pulsar Reservar", "pulsando el botón", "pulsan el botón"])
      expect(pulsa.test(slip), slip).toBe(true);
    expect(pulsa.test("impulsar el negocio"), "impulsar").toBe(false);
    const zip = rule("código postal 90405");
    for (const slip of ["Escriba su ZIP", "los ZIPs que cubrimos"]) expect(zip.test(slip), slip).toBe(true);
    expect(zip.test("El código postal de la propiedad"), "código postal").toBe(false);
    const website = rule("Sitio web de …");
    expect(website.test('"Harborline Website" <a@b.c>')).toBe(true);
    expect(website.test('"Sitio web de Harborline" <a@b.c>')).toBe(false);
    const ics = rule("inspeccion.ics");
    for (const slip of ["inspections.ics", "booking.ics", "Calendar.ics"])
      expect(ics.test(slip), slip).toBe(true);
    expect(ics.test("inspeccion.ics")).toBe(false);
    const address = rule("el enlace de esta página");
    for (const slip of [
      "su dirección es el enlace privado para cambiar",
      "Guarde las direcciones de estas páginas",
      "Copie la dirección web",
      "el enlace de la página tiene su dirección",
    ])
      expect(address.test(slip), slip).toBe(true);
    for (const right of [
      "Dirección de la propiedad",
      "Escriba la dirección de la propiedad.",
      "el enlace de esta página",
    ])
      expect(address.test(right), right).toBe(false);
    const lower = rule("Horario de llegada: Viernes, 4 de diciembre");
    for (const slip of [
      "sábado, 5 de diciembre, 1 p.m. – 5 p.m.",
      "Cita: martes 8 de diciembre",
      "Nuevo horario: lunes, 7 de diciembre",
    ])
      expect(lower.test(slip), slip).toBe(true);
    for (const right of [
      "Horario de llegada: Viernes, 4 de diciembre",
      "https://www.example.com/book/manage/x",
      "Hola:",
      "Lo sentimos: no podremos ir",
    ])
      expect(lower.test(right), right).toBe(false);
    // The heading rule and the call rule catch what they look for.
    expect(
      sharedRun("El enlace de su reserva de inspección", "Este es el enlace de su reserva de inspección."),
    ).toBeDefined();
    expect(sharedRun("Su inspección está cancelada (X)", "Su inspección está cancelada.")).toBeDefined();
    expect(sharedRun("Su inspección gratuita: X", "Su inspección gratuita quedó reservada.")).toBeUndefined();
    for (const promise of [
      "Le llamaremos en un día hábil",
      "Para devolverle la llamada solo necesitamos",
      "We will call you back",
    ])
      expect(promise, promise).toMatch(promisesCall);
    expect("Le escribiremos por correo electrónico; si le entra agua, llámenos.").not.toMatch(promisesCall);
  });
});
