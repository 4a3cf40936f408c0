// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub, UNSAFE_ErrorResponseImpl as ErrorResponse } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { copyFor } from "~/content/copy";
import { StatusScreen } from "./status-screen";

afterEach(cleanup);

function renderScreen(error: unknown) {
  const Stub = createRoutesStub([{ path: "/", Component: () => <StatusScreen error={error} /> }]);
  render(<Stub initialEntries={["/"]} />);
}

describe("StatusScreen", () => {
  it("shows Not Found for a 404", () => {
    renderScreen(new ErrorResponse(404, "Not Found", null));
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(copyFor("en").status.notFound.title);
  });

  it("shows Not Found for a deleted article's 410, not an error on our side", () => {
    renderScreen(new ErrorResponse(410, "Gone", null));
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(copyFor("en").status.notFound.title);
  });

  it("shows the error screen for anything else, with the details behind a disclosure", () => {
    renderScreen(new Error("a loader broke"));
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(copyFor("en").status.error.title);
    expect(screen.getByText("a loader broke").closest("details")?.open).toBe(false);
  });
});
