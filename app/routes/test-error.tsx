import { data } from "react-router";

/**
 * Lets the browser tests see the error screen. It throws only when the server was started with
 * ENABLE_TEST_ROUTES=1; everywhere else it is an ordinary 404.
 */
export function loader() {
  if (process.env.ENABLE_TEST_ROUTES !== "1") throw data(null, { status: 404 });
  throw new Error("Deliberate failure for the error-screen test");
}

export default function TestError() {
  return null;
}
