// @vitest-environment jsdom
import { cleanup, render, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Band, LabelledBand, SplitBand } from "./band";

afterEach(cleanup);

describe("bands", () => {
  it("a headed band is a region named by its h2, its content spaced below the heading", () => {
    const { getByRole } = render(
      <Band id="b-why" heading={{ eyebrow: "Why us", title: "One crew" }} shade="sand">
        <p>Body</p>
      </Band>,
    );
    const region = getByRole("region", { name: "One crew" });
    expect(region.className).toBe("bg-sand-50 py-16 sm:py-20");
    expect(within(region).getByText("Why us").tagName).toBe("P");
    expect(within(region).getByText("Body").parentElement?.className).toBe("mt-10");
  });

  it("a navy band turns its heading light; a bare band leaves the spacing to its content", () => {
    const { getByRole } = render(
      <Band id="b-navy" heading={{ title: "Dark" }} shade="navy" bare>
        <p className="mt-8">Cards</p>
      </Band>,
    );
    const region = getByRole("region", { name: "Dark" });
    expect(region.className).toBe("bg-navy-900 py-16 sm:py-20");
    expect(within(region).getByRole("heading", { name: "Dark" }).className).toContain("text-white");
    expect(within(region).getByText("Cards").parentElement?.tagName).toBe("DIV");
    expect(within(region).getByText("Cards").parentElement?.className).not.toBe("mt-10");
  });

  it("a split band puts its side column after the heading's, or before it when asked", () => {
    const side = <aside>Side</aside>;
    const after = render(<SplitBand id="s1" heading={{ title: "After" }} grid="grid" side={side} />);
    const afterGrid = after.getByRole("region", { name: "After" }).firstElementChild;
    expect([...(afterGrid?.children ?? [])].map((c) => c.textContent)).toEqual(["After", "Side"]);
    cleanup();
    const before = render(
      <SplitBand id="s2" heading={{ title: "Before" }} grid="grid" side={side} sideFirst />,
    );
    const beforeGrid = before.getByRole("region", { name: "Before" }).firstElementChild;
    expect([...(beforeGrid?.children ?? [])].map((c) => c.textContent)).toEqual(["Side", "Before"]);
    expect(
      within(before.getByRole("region")).getByRole("heading", { name: "Before" }).className,
    ).not.toContain("text-white");
  });

  it("a labelled band is a region named by its label, tighter when asked", () => {
    const { getByRole } = render(
      <LabelledBand label="Projects" tight>
        <p>Tool</p>
      </LabelledBand>,
    );
    expect(getByRole("region", { name: "Projects" }).className).toBe("py-12 sm:py-16");
  });
});
