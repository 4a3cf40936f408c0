import { describe, expect, it } from "vitest";
import { SiteDb } from "../site/site-db.server";
import { silentLogger } from "../site/logger.server";
import {
  cookieSettings,
  createOfficeService,
  officeForHost,
  officeOffReason,
  relyingParty,
} from "./office-service.server";

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

  it("are off with an IP address, saying why", () => {
    expect(relyingParty(undefined)).toBeUndefined();
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

describe("the office without SITE_URL", () => {
  const office = (siteUrl: string | undefined) =>
    createOfficeService({
      db: new SiteDb(":memory:").db,
      siteUrl,
      port: 4321,
      log: silentLogger,
      queueMail: () => false,
    });

  it("is on at http://localhost:PORT: localhost is its relying party, its cookie not Secure", () => {
    expect(officeOffReason(undefined)).toBeUndefined();
    const local = office(undefined);
    expect(local.rp).toMatchObject({ id: "localhost", origin: "http://localhost:4321" });
    expect(local.localOrigin).toBe("http://localhost:4321");
    expect(local.cookie.secure).toBe(false);
    expect(officeForHost(local, "localhost:4321").rp?.origin).toBe("http://localhost:4321");
    expect(officeForHost(local, "LOCALHOST:4321").rp).toBeDefined();
  });

  it("is off under any other host (another port, 127.0.0.1, a LAN address, none)", () => {
    const local = office(undefined);
    for (const host of ["127.0.0.1:4321", "192.168.1.20:4321", "localhost:4322", "localhost", undefined])
      expect(officeForHost(local, host).rp, String(host)).toBeUndefined();
  });

  it("with SITE_URL set, goes by it whatever the Host says (the proxy and the origin checks guard that)", () => {
    const named = office("https://www.example.com");
    expect(named.localOrigin).toBeUndefined();
    expect(officeForHost(named, "127.0.0.1:4321").rp?.id).toBe("www.example.com");
  });
});
