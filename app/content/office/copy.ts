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
    existingNameHint: "Your account keeps its name, role and history: this only adds a passkey.",
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
      cancelled: "This invitation was cancelled. Ask an owner for a new one if you need it.",
    },
    signIn: "Go to sign-in",
  },
  confirm: {
    title: "Confirm it's you",
    intro:
      "Inviting someone, changing roles, revoking or restoring access and deleting a person's data need a fresh check with your passkey.",
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
      "Lost a phone? Sign in on another device and revoke its passkey here or on the People page: that also signs the lost phone out. Then ask an owner (or the command line) for a new invitation: it adds a passkey to this account.",
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
    intro:
      "Owners invite people, change roles, revoke or restore a person's access, and revoke one of their passkeys.",
    invite: "Invite someone",
    email: "E-mail",
    role: "Role",
    send: "Create invitation",
    inviteCreated: (email: string) => `Invitation for ${email} created. It works once, for 24 hours.`,
    /** Said when the e-mail already has an account: the link adds a passkey and changes nothing else. */
    inviteExisting: (name: string, role: string) =>
      `${name} already has an account: the link adds a passkey to it, and their role stays ${role}.`,
    inviteRevoked:
      "That person's access is revoked. Restore it below first (their role stays as it was), then invite them to add a passkey.",
    inviteMailed: "It was also e-mailed.",
    inviteNotMailed: "No mail server is set: send this link yourself.",
    copyHint: "The link is shown only now.",
    badEmail: "Please enter a valid e-mail address.",
    badRole: "Please pick a role.",
    pending: "Pending invitations",
    pendingNone: "No invitation is waiting to be used.",
    pendingFor: (email: string) => `For ${email}`,
    pendingRole: (role: string) => `role: ${role}`,
    pendingPasskey: (name: string) => `adds a passkey to ${name}'s account`,
    pendingBy: (who: string) => `invited by ${who}`,
    pendingByCli: "invited from the command line",
    pendingExpires: (when: string) => `expires ${when}`,
    cancel: "Cancel invitation",
    cancelled: "The invitation was cancelled: its link no longer works.",
    noSuchInvitation: "That invitation was already used, cancelled or expired.",
    table: { name: "Name", email: "E-mail", role: "Role", passkeys: "Passkeys", actions: "Actions" },
    revoked: "revoked",
    you: "you",
    changeRole: "Change role",
    revokePerson: "Revoke access",
    reinstate: "Restore access",
    reinstateHint: "Their old passkeys stay revoked: invite them afterwards to add a new one.",
    revokePasskey: "Revoke passkey",
    lastOwner: "The last owner cannot be demoted or revoked.",
    noSuchPerson: "That person is not in the office.",
    personRevoked: "That person's access is revoked: restore it first.",
    unknownAction: "The office does not know that action.",
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
  /** The office's page when it cannot run at the address it was opened at: what to set, and where it works. */
  off: {
    title: "The office needs SITE_URL",
    localOnly: (origin: string) =>
      `SITE_URL is not set, so the office opens only at ${origin}, on the computer that runs the site. To open it at another address (this one, or from a phone), set SITE_URL to the site's address by name, like https://www.example.com, and restart the server.`,
    openLocal: (origin: string) => `Open the office at ${origin}/office`,
    notByName:
      "A passkey needs the site's address by name: set SITE_URL to it, like https://www.example.com (not an IP address), and restart the server.",
  },
  meta: { robots: "noindex, nofollow" },
} as const;
