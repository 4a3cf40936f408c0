import { describe, expect, it } from "vitest";
import { technicianCount } from "./company";
import { copyFor, formatFigure } from "./copy";

const figure = (lang: "en" | "es", id: string) =>
  copyFor(lang).company.stats.find((s) => s.id === id)?.value.text;

describe("figures", () => {
  it("are written out, never abbreviated, with the language's grouping", () => {
    for (const lang of ["en", "es"] as const) {
      for (const s of copyFor(lang).company.stats)
        expect(s.value.text, `${lang} ${s.id}`).not.toMatch(/\dk\b/i);
      expect(figure(lang, "projects")).toBe("1,250");
      expect(figure(lang, "quality")).toBe("100%");
    }
  });

  it("say a floor in the language's words: '1,200+' in English, 'más de 1,200' in Spanish", () => {
    expect(figure("en", "customers")).toBe("1,200+");
    expect(figure("es", "customers")).toBe("más de 1,200");
    expect(figure("en", "technicians")).toBe(`${technicianCount}+`);
    expect(figure("es", "technicians")).toBe(`más de ${technicianCount}`);
  });

  it("write an average on a scale as an average, never a floor: '4.6 of 5', '4.6 de 5'", () => {
    expect(formatFigure({ value: 4.6, outOf: 5 }, "en", copyFor("en").ui.stats).text).toBe("4.6 of 5");
    expect(formatFigure({ value: 4.6, outOf: 5 }, "es", copyFor("es").ui.stats).text).toBe("4.6 de 5");
    expect(copyFor("en").company.stats.some((s) => s.id === "rating")).toBe(false);
  });

  it("one formatter for any figure", () => {
    const plus = {
      atLeast: { before: "", after: "+" },
      outOf: (max: number) => ({ before: "", after: `/${max}` }),
    };
    const masDe = { ...plus, atLeast: { before: "más de", after: "" } };
    expect(formatFigure({ value: 12500 }, "es", plus).text).toBe("12,500");
    expect(formatFigure({ value: 0.5, percent: true }, "en", plus).text).toBe("50%");
    expect(formatFigure({ value: 3, atLeast: true }, "en", plus).text).toBe("3+");
    expect(formatFigure({ value: 4.5, outOf: 5 }, "en", plus).text).toBe("4.5/5");
    expect(formatFigure({ value: 1200, atLeast: true }, "es", masDe)).toEqual({
      text: "más de 1,200",
      number: "1,200",
      before: "más de",
      after: "",
    });
  });
});

describe("opening hours in Spanish", () => {
  it("say 'Dom: cerrado' for a closed day", () => {
    const lines = copyFor("es").company.hoursLines("short");
    expect(lines).toContain("Dom: cerrado");
    expect(lines.join(" ")).not.toMatch(/Cerrado/);
  });
});
