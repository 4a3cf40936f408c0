import { describe, expect, it } from "vitest";
import { articleFrontmatter } from "../../content/article-schema";
import { projectSchema } from "../../content/project-schema";
import { projects } from "../../content/projects";
import { storedArticle, storedProject, type StoredArticle, type StoredProject } from "./content-record";
import { siteRepoRecords } from "./repo-content.server";

const repo = siteRepoRecords();
const project = repo.find((r) => r.item.kind === "project")!.item.record as StoredProject;
const article = repo.find((r) => r.item.kind === "article")!.item.record as StoredArticle;

describe("the stored records' schemas", () => {
  it("take what the office gives: an uploaded photo, no Spanish, no article image", () => {
    const { titleEs: _t, descriptionEs: _d, ...english } = project;
    expect(
      storedProject.safeParse({ ...english, before: { source: { media: 3 }, alt: projects[0]!.before.alt } })
        .success,
    ).toBe(true);
    const { image: _image, es: _es, ...bare } = article;
    expect(storedArticle.safeParse(bare).success).toBe(true);
  });

  it("keep the repository's rules for lengths and formats", () => {
    // The repository's own schemas refuse the same values.
    const shortTitle = "x".repeat(1);
    expect(projectSchema.safeParse({ ...projects[0], title: shortTitle }).success).toBe(false);
    expect(storedProject.safeParse({ ...project, title: shortTitle }).success).toBe(false);
    expect(storedProject.safeParse({ ...project, titleEs: shortTitle }).success).toBe(false);
    expect(storedProject.safeParse({ ...project, date: "2026-13" }).success).toBe(false);
    const longDescription = "d".repeat(400);
    expect(articleFrontmatter.shape.description.safeParse(longDescription).success).toBe(false);
    expect(storedArticle.safeParse({ ...article, description: longDescription }).success).toBe(false);
    expect(
      storedArticle.safeParse({
        ...article,
        image: { source: { drawing: "not-a-service-drawing" }, alt: "x".repeat(30) },
      }).success,
    ).toBe(false);
  });
});
