import { describe, expect, it } from "vitest";
import type { PhotoOutcome } from "./limits";
import {
  outcomesFromQuery,
  photosQuery,
  PHOTOS_PARAM,
  PHOTOS_UNSENT_FIELD,
  unsentOutcomes,
} from "./photo-outcomes";

describe("a booking's photo outcomes in its redirect", () => {
  it("travel as codes, never file names, and come back numbered", () => {
    const sent: PhotoOutcome[] = [
      { name: "IMG_2044 (my house).jpg", kept: true },
      { name: "x.HEIC", kept: false, reason: "heic" },
      { name: "big.jpg", kept: false, reason: "too-large" },
    ];
    const query = photosQuery(sent);
    expect(query).not.toContain("IMG");
    const value = new URLSearchParams(query.slice(1)).get(PHOTOS_PARAM);
    expect(outcomesFromQuery(value, (i) => `Photo ${i + 1}`)).toEqual([
      { name: "Photo 1", kept: true },
      { name: "Photo 2", kept: false, reason: "heic" },
      { name: "Photo 3", kept: false, reason: "too-large" },
    ]);
    expect(photosQuery([])).toBe("");
  });

  it("ignores codes it does not know (a hand-edited address)", () => {
    expect(outcomesFromQuery("kept.<script>.storage-full", (i) => String(i))).toEqual([
      { name: "0", kept: true },
      { name: "2", kept: false, reason: "storage-full" },
    ]);
  });
});

describe("photos a page's script could not send", () => {
  const form = (...names: string[]) => {
    const f = new FormData();
    f.append("name", "Ana");
    for (const n of names) f.append(PHOTOS_UNSENT_FIELD, n);
    return f;
  };

  it("are named as not sent for the connection when the request was stored, else as to choose again", () => {
    expect(unsentOutcomes(form("deck.jpg", "wall.jpg"), true)).toEqual([
      { name: "deck.jpg", kept: false, reason: "connection" },
      { name: "wall.jpg", kept: false, reason: "connection" },
    ]);
    expect(unsentOutcomes(form("deck.jpg"), false)).toEqual([
      { name: "deck.jpg", kept: false, reason: "not-sent" },
    ]);
    expect(unsentOutcomes(form(), true)).toEqual([]);
  });

  it("are at most a request's five, their names cut to 200 characters", () => {
    const names = Array.from({ length: 9 }, (_, i) => `${"x".repeat(300)}${i}`);
    const outcomes = unsentOutcomes(form(...names), true);
    expect(outcomes).toHaveLength(5);
    expect(outcomes.every((o) => o.name.length === 200)).toBe(true);
  });
});
