/**
 * The office's words (English; a Spanish office would add a second module of the same shape). Route files
 * hold none.
 */
export const officeCopy = {
  siteName: "Harborline office",
  shell: {
    skip: "Skip to content",
    menu: "Office menu",
    account: "Account",
    signedInAs: "Signed in as",
    roles: { owner: "Owner", office: "Office" },
  },
  signIn: {
    title: "Sign in to the office",
    intro:
      "The office signs in with a passkey: your phone's or computer's screen lock. There are no passwords.",
    field: "E-mail or passkey",
    fieldHint: "Pick your passkey from the list, or press the button.",
    button: "Sign in with a passkey",
    working: "Waiting for your passkey…",
    failed: "That passkey did not sign you in. Try again, or ask an owner for a new invitation.",
    noScript: "Signing in with a passkey needs JavaScript. Please turn it on for this page.",
    unsupported: "This browser cannot use passkeys. Please use a current browser on your phone or computer.",
    tooMany: "Too many attempts. Please wait a few minutes and try again.",
    lostPhone: "Lost your phone? Ask an owner for a new invitation: it adds a passkey to your account.",
    signedOut: "You are signed out.",
  },
  invite: {
    title: "Register your passkey",
    intro: (email: string) =>
      `This invitation is for ${email}. Register a passkey on this device (your screen lock, fingerprint or face) to sign in to the office.`,
    addingTo: (name: string) => `This adds a passkey to ${name}'s account.`,
    name: "Your name",
    nameHint: "As the rest of the office will see it.",
    nameMissing: "Please enter your name.",
    button: "Register a passkey",
    working: "Waiting for your passkey…",
    failed: "The passkey was not registered. Please try again.",
    alreadyRegistered:
      "This passkey is already registered with the office, so it was not added again. Sign in with it, or register a new passkey on this device.",
    invalid: {
      title: "This invitation cannot be used",
      unknown: "This link is not a valid invitation. Check that it was copied whole.",
      used: "This invitation was already used. Ask an owner for a new one if you need another passkey.",
      expired: "This invitation has expired (links work for 24 hours). Ask an owner for a new one.",
    },
    signIn: "Go to sign-in",
  },
  confirm: {
    title: "Confirm it's you",
    intro:
      "Changing roles, revoking access and deleting a person's data need a fresh check with your passkey.",
    button: "Confirm with my passkey",
    back: "Back",
    failed: "That passkey did not confirm. Please try again.",
  },
  account: {
    title: "Your account",
    passkeys: "Your passkeys",
    passkeyLabel: (created: string) => `Passkey added ${created}`,
    lastUsed: (when: string) => `last used ${when}`,
    neverUsed: "not used yet",
    synced: "synced",
    lostPhone:
      "Lost a phone? Sign in on another device, revoke its passkey here or on the People page, and ask an owner (or the command line) for a new invitation: it adds a passkey to this account.",
    revoke: "Revoke",
    signOut: "Sign out",
    signOutEverywhere: "Sign out everywhere",
    signOutEverywhereHint: "Ends your sessions on every device, this one included.",
    session: (until: string) => `This session ends ${until} at the latest (or after 12 hours without use).`,
    revoked: "The passkey was revoked.",
    /** In place of the revoke button when a person has one passkey left, and the refusal if sent anyway. */
    onlyPasskey: "Your only passkey: it stays until you add another.",
    onlyPasskeyRefused:
      "That is your only passkey, so it was not revoked: without it you could not sign in. Ask an owner for an invitation to add another, then revoke this one.",
  },
  people: {
    title: "People",
    intro: "Owners invite people, change roles, and revoke a person or one of their passkeys.",
    invite: "Invite someone",
    email: "E-mail",
    role: "Role",
    send: "Create invitation",
    inviteCreated: (email: string) => `Invitation for ${email} created. It works once, for 24 hours.`,
    inviteMailed: "It was also e-mailed.",
    inviteNotMailed: "No mail server is set: send this link yourself.",
    copyHint: "The link is shown only now.",
    badEmail: "Please enter a valid e-mail address.",
    table: { name: "Name", email: "E-mail", role: "Role", passkeys: "Passkeys", actions: "Actions" },
    revoked: "revoked",
    you: "you",
    changeRole: "Change role",
    revokePerson: "Revoke access",
    revokePasskey: "Revoke passkey",
    lastOwner: "The last owner cannot be demoted or revoked.",
    done: "Done.",
    roles: {
      owner: "Owner: everything, including people and the audit log",
      office: "Office: leads, the schedule, the numbers and the webhook log",
    },
  },
  audit: {
    title: "Audit log",
    intro: (months: number) =>
      `Every change made in the office or by the command line: who, what, when and which fields. Values are never copied here. Entries are kept ${months} months, like the leads.`,
    table: { when: "When", who: "Who", action: "What", subject: "Subject", fields: "Fields" },
    cli: "Command line",
    formerPerson: (id: number) => `Person #${id}`,
    empty: "Nothing has been changed yet.",
    older: "Older entries",
    newest: "Newest entries",
    security: {
      title: "Security events",
      intro: (shown: number, days: number) =>
        `The latest ${shown} sign-ins, "sign out everywhere" and refused passkeys, with the address each came from. Kept ${days} days, apart from the log of changes.`,
      caption: "Security events, newest first",
      table: { when: "When", what: "What", who: "Who", passkey: "Passkey", address: "Address" },
      kinds: {
        "sign-in": "Signed in",
        "sign-out-everywhere": "Signed out everywhere",
        "passkey-refused": "Passkey refused",
      },
      unknownPasskey: "Not a passkey of this office",
      empty: "No sign-ins yet.",
    },
  },
  errors: {
    forbidden: "Only an owner can open this page.",
    notFound: "There is nothing at this address.",
    generic: "Something went wrong. Please try again.",
    back: "Back to the inbox",
  },
  meta: { robots: "noindex, nofollow" },
} as const;
