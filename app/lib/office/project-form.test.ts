import { describe, expect, it } from "vitest";
import { storedProject, type StoredProject } from "~/lib/content-store/content-record";
import {
  fieldOfPath,
  fieldsOf,
  flatValues,
  sourceOf,
  sourceText,
  valuesFromForm,
  valuesOf,
} from "./project-form";

const project: StoredProject = {
  id: 1_000_001,
  category: "deck-coating",
  title: "Balcony deck in Venice",
  titleEs: "Terraza en Venice",
  city: "Venice",
  date: "2026-10",
  description:
    "A cracked balcony deck rebuilt with a new waterproof coating, sloped to its drain and finished in a sand texture.",
  before: { source: { media: 12 }, alt: "Cracked balcony deck before the repair", focus: { x: 30, y: 60 } },
  after: {
    source: { photo: "deck-after.jpg" },
    alt: "The same deck coated and sealed",
    altEs: "La misma terraza sellada",
  },
  featured: true,
};

/** The form as a browser posts it from these values. */
function posted(values: ReturnType<typeof valuesOf>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(flatForm(values))) form.append(name, value);
  return form;
}
const flatForm = (values: ReturnType<typeof valuesOf>) => {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(values)) {
    if (typeof v === "string") out[k] = v;
    else if (v === true) out[k] = "on";
    else if (typeof v === "object")
      for (const [f, t] of Object.entries(v as Record<string, string>)) out[`${k}.${f}`] = t;
  }
  return out;
};

describe("the project editor's form", () => {
  it("round-trips a stored project through the form to the same record the store's schema accepts", () => {
    const values = valuesFromForm(posted(valuesOf(project)));
    expect(values).toEqual(valuesOf(project));
    const fields = fieldsOf(values, project.id);
    expect(storedProject.parse(fields)).toEqual(project);
  });

  it("leaves out empty Spanish words and an untouched after photo, and keeps empty English for the schema to name", () => {
    const form = new FormData();
    form.set("title", "");
    form.set("titleEs", "  ");
    form.set("before.source", "media:7");
    form.set("before.alt", "A deck");
    const fields = fieldsOf(valuesFromForm(form));
    expect(fields).not.toHaveProperty("titleEs");
    expect(fields).not.toHaveProperty("after");
    expect(fields).not.toHaveProperty("id");
    expect(fields).toMatchObject({
      title: "",
      featured: false,
      before: { source: { media: 7 }, alt: "A deck" },
    });
    const issues = storedProject
      .safeParse({ ...fields, id: 1_000_002 })
      .error?.issues.map((i) => i.path.join("."));
    expect(issues).toEqual(expect.arrayContaining(["title", "category", "city", "date", "before.alt"]));
  });

  it("reads whatever a client sends without throwing: a missing field is empty, a long one is cut", () => {
    const form = new FormData();
    form.set("title", "x".repeat(50_000));
    form.set("before.source", "media:../../etc");
    const values = valuesFromForm(form);
    expect(values.title.length).toBeLessThan(50_000);
    expect(values.city).toBe("");
    expect(fieldsOf(values).before).not.toHaveProperty("source");
  });

  it("names photo sources as the hidden field holds them, and refuses anything else", () => {
    for (const source of [{ media: 3 }, { photo: "a.jpg" }, { drawing: "deck" }] as const)
      expect(sourceOf(sourceText(source))).toEqual(source);
    expect(sourceOf("")).toBeUndefined();
    expect(sourceOf("media:abc")).toBeUndefined();
    expect(sourceOf("javascript:alert(1)")).toBeUndefined();
  });

  it("puts the store's error paths on the form's fields", () => {
    expect(fieldOfPath("title")).toBe("title");
    expect(fieldOfPath("before.source.media")).toBe("before.source");
    expect(fieldOfPath("after.focus.x")).toBe("after.focus");
    expect(fieldOfPath("after.altEs")).toBe("after.altEs");
  });

  it("flattens values for the conflict table, one line per field", () => {
    const flat = flatValues(valuesOf(project));
    expect(flat["before.focus"]).toBe("30, 60");
    expect(flat["after.focus"]).toBe("");
    expect(flat.featured).toBe("yes");
  });
});
