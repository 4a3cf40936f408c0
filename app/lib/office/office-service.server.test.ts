import { describe, expect, it } from "vitest";
import { cookieSettings, officeOffReason, relyingParty } from "./office-service.server";

describe("the office's relying party and cookie", () => {
  it("come from SITE_URL only: its host name is the RP ID and its origin the expected origin", () => {
    expect(relyingParty("https://www.example.com")).toMatchObject({
      id: "www.example.com",
      origin: "https://www.example.com",
    });
    expect(relyingParty("http://localhost:7800")).toMatchObject({
      id: "localhost",
      origin: "http://localhost:7800",
    });
  });

  it("are off without SITE_URL or with an IP address, saying why", () => {
    expect(relyingParty(undefined)).toBeUndefined();
    expect(officeOffReason(undefined)).toMatch(/not set/);
    for (const ip of ["https://127.0.0.1:8443", "http://[::1]:3000"]) {
      expect(relyingParty(ip)).toBeUndefined();
      expect(officeOffReason(ip)).toMatch(/IP address/);
    }
  });

  it("name the cookie __Host- and make it Secure on https only", () => {
    expect(cookieSettings("https://www.example.com")).toEqual({
      name: "__Host-office_session",
      secure: true,
    });
    expect(cookieSettings("http://localhost:3000")).toEqual({ name: "office_session", secure: false });
  });
});
