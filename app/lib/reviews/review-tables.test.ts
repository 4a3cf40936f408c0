import { describe, expect, it } from "vitest";
import { tableProblems } from "../site/record.testing";
import { REVIEW_COLUMNS } from "./review-tables";

describe("the reviews table", () => {
  it("declares exactly the columns of reviews after every schema step", () => {
    expect(tableProblems("reviews", REVIEW_COLUMNS)).toEqual([]);
  });
});
