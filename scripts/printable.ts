/**
 * Stored text as the command line may print it: control characters (C0 and C1, line breaks included),
 * format characters (bidi overrides such as U+202E, zero-width marks) and line/paragraph separators are
 * shown escaped as `\u{…}`, so a name, note or street can neither reorder nor recolour the terminal, nor
 * start a line of its own that looks like the tool's.
 */
export function printable(text: string): string {
  return text.replace(
    /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu,
    (c) => `\\u{${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}}`,
  );
}
