/**
 * Small counts written as words, the way the copy states them ("Nine specialties", "Nueve
 * especialidades"), so a count the records make is derived from them, not typed. Beyond twelve, digits.
 */
import type { Lang, PerLang } from "./i18n";

const words: PerLang<readonly string[]> = {
  en: [
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
  ],
  es: [
    "cero",
    "uno",
    "dos",
    "tres",
    "cuatro",
    "cinco",
    "seis",
    "siete",
    "ocho",
    "nueve",
    "diez",
    "once",
    "doce",
  ],
};

/** `n` as a word in `lang` (digits beyond twelve); `capital` for the start of a sentence or title. */
export function countWord(n: number, lang: Lang, capital = false): string {
  const word = words[lang][n] ?? String(n);
  return capital ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}
