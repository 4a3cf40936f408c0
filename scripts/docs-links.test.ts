import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { brokenLinks, headingAnchors, markdownLinks } from "./docs-links.ts";

const root = new URL("../", import.meta.url).pathname;

/** README.md, every Markdown file under docs/, and the capability folders' READMEs. */
function markdownFiles(): string[] {
  const found = ["README.md"];
  const walk = (dir: string, only?: (name: string) => boolean) => {
    for (const name of readdirSync(join(root, dir))) {
      const path = join(dir, name);
      if (statSync(join(root, path)).isDirectory()) walk(path, only);
      else if (name.endsWith(".md") && (!only || only(name))) found.push(path);
    }
  };
  walk("docs");
  for (const dir of ["app", "server", "scripts"]) walk(dir, (name) => name === "README.md");
  return found;
}

describe("links in README.md and docs/", () => {
  it("finds the documents it checks", () => {
    const files = markdownFiles();
    expect(files).toContain("README.md");
    expect(files).toContain("docs/content-decisions.md");
    expect(files.some((f) => f.startsWith("docs/decisions/"))).toBe(true);
  });

  it.each(markdownFiles())("every relative link in %s resolves to a file (and a heading)", (file) => {
    const text = readFileSync(join(root, file), "utf8");
    const broken = brokenLinks(text, (target) => {
      const path = join(root, dirname(file), target);
      if (!existsSync(path)) return undefined;
      return statSync(path).isDirectory() ? "" : readFileSync(path, "utf8");
    });
    expect(broken, `${relative(root, join(root, file))}`).toEqual([]);
  });
});

describe("the link checker", () => {
  it("reads links outside code, and none inside it", () => {
    const text = [
      "See [a](docs/a.md) and [b](../b.md#part) and [c](#top) and [d](https://example.com/x.md).",
      "`[not](a-link.md)`",
      "```md",
      "[not](either.md)",
      "```",
      "An image ![alt](pic.png).",
    ].join("\n");
    expect(markdownLinks(text)).toEqual([
      "docs/a.md",
      "../b.md#part",
      "#top",
      "https://example.com/x.md",
      "pic.png",
    ]);
  });

  it("makes GitHub's heading anchors", () => {
    expect(
      headingAnchors("# Where leads go\n## `SITE_URL` at build time\n## Booking, for programs and agents"),
    ).toEqual(new Set(["where-leads-go", "site_url-at-build-time", "booking-for-programs-and-agents"]));
  });

  it("reports a missing file and a missing heading, not a present one or a web address", () => {
    const files: Record<string, string> = { "docs/a.md": "# Hello there\n" };
    const read = (target: string) => files[target.replace(/^\.\//, "")];
    expect(
      brokenLinks(
        "[x](docs/a.md#hello-there) [y](docs/gone.md) [z](docs/a.md#nope) [w](#here) [v](https://example.com/gone.md)\n# Here",
        read,
      ),
    ).toEqual(["docs/gone.md", "docs/a.md#nope"]);
  });
});
