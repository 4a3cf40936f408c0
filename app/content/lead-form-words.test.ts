import { describe, expect, it } from "vitest";
import { leadFormWords } from "./copy";
import { langs } from "./i18n";
import { leadFormCopy, leadFormTools } from "./lead-forms";
import { leadFormCopy as leadFormCopyEs, leadFormTools as leadFormToolsEs } from "./es/lead-forms";

const formCopy = {
  en: { copy: leadFormCopy, tools: leadFormTools },
  es: { copy: leadFormCopyEs, tools: leadFormToolsEs },
};

/** Every string in a value. */
const strings = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : value && typeof value === "object"
      ? Object.values(value).flatMap(strings)
      : [];

describe("a lead form's words (its island's props)", () => {
  it.each(langs)(
    "%s: each form carries its own heading, tool and confirmation, and not the other form's",
    (lang) => {
      const { copy, tools } = formCopy[lang];
      const quote = strings(leadFormWords(lang, "quote"));
      const emergency = strings(leadFormWords(lang, "emergency"));

      expect(quote).toEqual(
        expect.arrayContaining([
          copy.quote.title,
          tools.quote.description,
          copy.success.byPhone,
          copy.success.byEmail,
        ]),
      );
      expect(quote).not.toContain(copy.emergency.title);
      expect(quote).not.toContain(tools.emergency.description);
      expect(quote).not.toContain(copy.emergencySuccess.closed);

      expect(emergency).toEqual(
        expect.arrayContaining([
          copy.emergency.title,
          tools.emergency.description,
          copy.emergencySuccess.closed,
        ]),
      );
      expect(emergency).not.toContain(copy.quote.title);
      expect(emergency).not.toContain(tools.quote.description);
      expect(emergency).not.toContain(copy.success.byEmail);
    },
  );

  it("leaves out what only the server says (next steps, refusals)", () => {
    const all = langs.flatMap((l) => [
      ...strings(leadFormWords(l, "quote")),
      ...strings(leadFormWords(l, "emergency")),
    ]);
    for (const l of langs) {
      const { copy } = formCopy[l];
      expect(all).not.toContain(copy.rateLimited);
      expect(all).not.toContain(copy.nextSteps[0]);
    }
  });
});
