/** The office's addresses: one place, read by routes, the nav, the server and the tests. */
export const officePaths = {
  home: "/office",
  signIn: "/office/sign-in",
  /** An invitation link: `${invite}/<token>`. */
  invite: "/office/invite",
  confirm: "/office/confirm",
  account: "/office/account",
  people: "/office/people",
  audit: "/office/audit",
  schedule: "/office/schedule",
  today: "/office/today",
  numbers: "/office/numbers",
  webhooks: "/office/webhooks",
  /** The gallery's projects and the blog's articles (app/lib/office/content-paths.ts has the rest). */
  content: "/office/content",
  /** Customers' reviews: their state, publish, withhold for a policy reason, reply, translate. */
  reviews: "/office/reviews",
} as const;

/** An invitation's link path. */
export const invitePath = (token: string) => `${officePaths.invite}/${token}`;
