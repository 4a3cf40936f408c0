/** The invitation e-mail's words (plain text). */
export const invitationMail = {
  subject: (company: string) => `Your invitation to the ${company} office`,
  text: ({
    link,
    role,
    company,
    hours,
  }: {
    link: string;
    role: "owner" | "office";
    company: string;
    hours: number;
  }) =>
    [
      `You have been invited to the ${company} office as ${role === "owner" ? "an owner" : "office staff"}.`,
      "",
      "Open this link on your phone or computer and register a passkey (your screen lock, fingerprint or face):",
      link,
      "",
      `The link works once, for ${hours} hours. If you did not expect it, ignore this message.`,
    ].join("\n"),
};
