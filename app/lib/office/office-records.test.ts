import { describe, expect, it } from "vitest";
import { tableProblems } from "../site/record.testing";
import {
  SECURITY_EVENT_COLUMNS,
  SECURITY_EVENT_INSERT,
  SESSION_COLUMNS,
  SESSION_INSERT,
} from "./office-records";

describe("the office's records", () => {
  it("declare exactly the columns of the sessions' table after every schema step", () => {
    expect(tableProblems("office_sessions", SESSION_COLUMNS)).toEqual([]);
  });

  it("declare exactly the columns of the security events' table after every schema step", () => {
    expect(tableProblems("office_security_events", SECURITY_EVENT_COLUMNS)).toEqual([]);
  });

  it("insert every declared column (the events' id is SQLite's)", () => {
    for (const c of Object.keys(SESSION_COLUMNS)) expect(SESSION_INSERT).toContain(`:${c}`);
    for (const c of Object.keys(SECURITY_EVENT_COLUMNS).filter((k) => k !== "id"))
      expect(SECURITY_EVENT_INSERT).toContain(`:${c}`);
    expect(SECURITY_EVENT_INSERT).not.toContain(":id");
  });
});
