/** An extension at the end of a phone number: "x12", "ext 12", "ext. 12" (the forms' rule allows these). */
const EXTENSION = /\s*(?:x|ext\.?)\s*\d+\s*$/i;

/**
 * The key bookings were compared by before they stored E.164 (booking-phone.ts): kept only because the
 * shipped schema step booking-security-migration.server.ts computes it; nothing else may use it. It was a
 * number's last ten digits (a leading US country
 * code dropped), without its extension, so "(310) 555-0177 x1", "310.555.0177" and "+1 310 555 0177" are
 * one number.
 */
export const phoneKey = (phone: string) => phone.replace(EXTENSION, "").replace(/\D/g, "").slice(-10);
