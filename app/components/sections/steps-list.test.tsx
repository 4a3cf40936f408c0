// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { copyFor } from "~/content/copy";
import { StepsList } from "./steps-list";

afterEach(cleanup);

function renderAt(path: string, numbered: boolean) {
  const { home } = copyFor(path.startsWith("/es") ? "es" : "en").content;
  const steps = numbered ? home.process : home.whyChooseUs;
  const Stub = createRoutesStub([{ path, Component: () => <StepsList steps={steps} numbered={numbered} /> }]);
  render(<Stub initialEntries={[path]} />);
  return steps;
}

describe("StepsList", () => {
  it.each(["/", "/es"])("numbers a process's steps and names each 'Step n:' on %s", (path) => {
    const steps = renderAt(path, true);
    const { ui } = copyFor(path === "/es" ? "es" : "en");
    expect(screen.getByRole("list").tagName).toBe("OL");
    const headings = screen.getAllByRole("heading").map((h) => h.textContent);
    expect(headings).toEqual(steps.map((s, i) => `${ui.steps.step(i + 1)} ${s.title}`));
  });

  it.each(["/", "/es"])("gives reasons that are not steps no number and no 'Step n:' on %s", (path) => {
    const reasons = renderAt(path, false);
    const { ui } = copyFor(path === "/es" ? "es" : "en");
    expect(screen.getByRole("list").tagName).toBe("UL");
    expect(screen.getAllByRole("heading").map((h) => h.textContent)).toEqual(reasons.map((r) => r.title));
    expect(document.body.textContent).not.toContain(ui.steps.step(1));
  });
});
