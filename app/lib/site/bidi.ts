/**
 * Text a person typed, shown among other text: a name, a note or an address may hold bidi controls
 * (LRM, RLM, ALM, embeddings, overrides, isolates) or right-to-left letters, which would reorder what is
 * around it. `isolateText` wraps such text in the Unicode isolates FSI … PDI (for plain-text places: CSV
 * cells, document titles, labels made of copy); the office's pages wrap it in <bdi> (`Typed`,
 * app/components/office/typed.tsx). Plain text is left as it is.
 */

/** A bidi control, or a letter of a right-to-left script (Hebrew, Arabic, Syriac, Thaana, N'Ko …). */
export const BIDI_SENSITIVE =
  /\p{Bidi_Control}|[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFE]|[\u{10800}-\u{10FFF}\u{1E800}-\u{1EFFF}]/u;

/** FIRST STRONG ISOLATE and POP DIRECTIONAL ISOLATE. */
export const FSI = "\u2068";
export const PDI = "\u2069";

/** `text` between FSI and PDI when it holds bidi controls or right-to-left letters; otherwise as it is. */
export const isolateText = (text: string): string =>
  BIDI_SENSITIVE.test(text) ? `${FSI}${text}${PDI}` : text;
