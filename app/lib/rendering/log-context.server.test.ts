import { data, isRouteErrorResponse, UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from "react-router";
import { describe, expect, it } from "vitest";
import { classifyRouterError } from "./log-context.server";

describe("classifyRouterError (what React Router's errors are logged as)", () => {
  it("a client that left is not logged", () => {
    expect(classifyRouterError(new Error("boom"), true)).toEqual({ kind: "client-left" });
  });

  it("a 4xx the router answers (no such route, no such data) is a short refusal", () => {
    const notFound = new ErrorResponseImpl(404, "Not Found", null);
    expect(isRouteErrorResponse(notFound)).toBe(true);
    expect(classifyRouterError(notFound, false)).toEqual({
      kind: "refused",
      status: 404,
      reason: "Not Found",
    });
  });

  it("React Router's own cross-origin action check is a refusal, not a fault", () => {
    const csrf = new Error(
      "The `request.url` origin does not match `origin` header from a forwarded action request. Aborting the action.",
    );
    expect(classifyRouterError(csrf, false)).toMatchObject({ kind: "refused", status: 400 });
  });

  it("anything thrown by our code, or a 5xx, is a fault (logged with its stack)", () => {
    expect(classifyRouterError(new TypeError("x is undefined"), false)).toEqual({ kind: "fault" });
    expect(classifyRouterError(new ErrorResponseImpl(503, "Unavailable", null), false)).toEqual({
      kind: "fault",
    });
    expect(classifyRouterError(data("x", 500), false)).toEqual({ kind: "fault" });
  });
});
