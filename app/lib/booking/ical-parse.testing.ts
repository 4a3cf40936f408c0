/** Tests' iCalendar reader: parses a file with ical.js (a real RFC 5545 parser) into what tests assert. */
import ICAL from "ical.js";

export interface ParsedEvent {
  uid: string;
  sequence: number;
  start: string;
  end: string;
  status: string | null;
  summary: string;
  location: string;
  organizer: string | null;
  attendees: string[];
  stamp: string | null;
}

const lowerScheme = (uri: string | null) => uri?.replace(/^[a-z]+:/i, (s) => s.toLowerCase()) ?? null;

export function parseCalendar(text: string): { method: string | null; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  const events = calendar.getAllSubcomponents("vevent").map((vevent) => {
    const event = new ICAL.Event(vevent);
    const stamp = vevent.getFirstPropertyValue("dtstamp");
    return {
      uid: event.uid,
      sequence: event.sequence,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      status: (vevent.getFirstPropertyValue("status") as string | null) ?? null,
      summary: event.summary,
      location: event.location,
      // Calendar addresses are URIs: their scheme is case-insensitive ("MAILTO:" and "mailto:").
      organizer: lowerScheme(vevent.getFirstPropertyValue("organizer") as string | null),
      attendees: vevent.getAllProperties("attendee").map((p) => lowerScheme(String(p.getFirstValue())) ?? ""),
      stamp: stamp ? String(stamp) : null,
    };
  });
  return { method: (calendar.getFirstPropertyValue("method") as string | null) ?? null, events };
}
