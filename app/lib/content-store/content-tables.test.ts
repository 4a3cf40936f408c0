import { describe, expect, it } from "vitest";
import { tableProblems } from "../site/record.testing";
import { CONTENT_RECORD_COLUMNS, CONTENT_SLUG_COLUMNS, CONTENT_VERSION_COLUMNS } from "./content-tables";

describe("the content store's tables", () => {
  it("declare exactly the columns of content_records after every schema step", () => {
    expect(tableProblems("content_records", CONTENT_RECORD_COLUMNS)).toEqual([]);
  });
  it("declare exactly the columns of content_versions after every schema step", () => {
    expect(tableProblems("content_versions", CONTENT_VERSION_COLUMNS)).toEqual([]);
  });
  it("declare exactly the columns of content_slugs after every schema step", () => {
    expect(tableProblems("content_slugs", CONTENT_SLUG_COLUMNS)).toEqual([]);
  });
});
