// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { copyFor } from "~/content/copy";
import { langs } from "~/content/i18n";
import type { PhotoOutcome } from "~/lib/media/limits";
import { PhotoOutcomes } from "./request-photos";

afterEach(cleanup);

describe.each(langs)("what became of the photos sent (%s)", (lang) => {
  const words = copyFor(lang).photos;
  const notes = Object.values(words.outcomes.notes);
  const noteIn = (text: string) => notes.filter((n) => text.includes(n));

  it("says the request was received when a photo was refused on its own, in the words of the form it came with", () => {
    const outcomes: PhotoOutcome[] = [
      { name: "deck.jpg", kept: true },
      { name: "IMG_1.HEIC", kept: false, reason: "heic" },
    ];
    for (const form of ["request", "review", "morePhotos"] as const) {
      const { container } = render(<PhotoOutcomes outcomes={outcomes} words={words} form={form} />);
      expect(noteIn(container.textContent ?? "")).toEqual([words.outcomes.notes[form]]);
      expect(container.textContent).toContain(`IMG_1.HEIC: ${words.outcomes.notKept}, ${words.refused.heic}`);
      cleanup();
    }
  });

  it("says nothing was received when the whole form came back unsent, and names each photo once", () => {
    const outcomes: PhotoOutcome[] = [
      { name: "deck.jpg", kept: false, reason: "not-sent" },
      { name: "wall.jpg", kept: false, reason: "not-sent" },
    ];
    const { container } = render(<PhotoOutcomes outcomes={outcomes} words={words} />);
    const text = container.textContent ?? "";
    expect(noteIn(text)).toEqual([]);
    expect(text).toContain(`deck.jpg: ${words.outcomes.notKept}, ${words.refused["not-sent"]}`);
    // "not kept, not kept, …" was the slip this guards against.
    expect(text.split(words.outcomes.notKept)).toHaveLength(3);
  });

  it("shows nothing when no photo was sent", () => {
    const { container } = render(<PhotoOutcomes outcomes={[]} words={words} />);
    expect(container.innerHTML).toBe("");
  });
});
