import { isRouteErrorResponse, Link, NavLink, Outlet, useLoaderData } from "react-router";
import type { Route } from "./+types/layout";
import { officeCopy } from "~/content/office/copy";
import { navFor } from "~/content/office/nav";
import { officePaths } from "~/content/office/paths";
import { OfficePage } from "~/components/office/office-page";
import { OfficeOff, officeOffOf } from "~/components/office/office-off";
import { requireOfficeUser } from "~/lib/office/session.server";
import { clientAppHandle } from "~/lib/rendering/hydration";
import { Typed } from "~/components/office/typed";

/** The office is a client app: React Router's scripts, no public header or footer (app/root.tsx). */
export const handle = clientAppHandle;

export const meta: Route.MetaFunction = () => [
  { title: officeCopy.siteName },
  { name: "robots", content: officeCopy.meta.robots },
];

export async function loader(args: Route.LoaderArgs) {
  const user = await requireOfficeUser(args);
  return { user, nav: navFor(user.role) };
}

const OFFICE_MAIN = "office-main";

/** The signed-in shell: the office's nav (owners see People and Audit log) and the account link. */
export default function OfficeLayout() {
  const { user, nav } = useLoaderData<typeof loader>();
  return (
    // Typed text (a name, an e-mail, a link) breaks wherever it must: nothing in the office scrolls sideways.
    <div className="flex min-h-dvh flex-col bg-slate-50 wrap-anywhere">
      <a
        href={`#${OFFICE_MAIN}`}
        className="sr-only z-50 rounded bg-amber-400 px-4 py-2 font-bold text-navy-950 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {officeCopy.shell.skip}
      </a>
      <header className="bg-navy-950 text-white">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2 sm:px-6">
          <Link to={officePaths.home} className="inline-flex min-h-11 items-center font-bold">
            {officeCopy.siteName}
          </Link>
          <Link
            to={officePaths.account}
            className="ml-auto inline-flex min-h-11 items-center rounded text-sm underline-offset-4 hover:underline"
            data-testid="office-account-link"
          >
            {/* One flex item, so the space after the colon is kept. */}
            <span>
              {officeCopy.shell.account}: <Typed>{user.name}</Typed>
            </span>
          </Link>
        </div>
        <nav aria-label={officeCopy.shell.menu} className="border-t border-white/15">
          <ul className="mx-auto flex max-w-5xl flex-wrap gap-x-1 px-2 sm:px-4">
            {nav.map((item) => (
              <li key={item.href}>
                <NavLink
                  to={item.href}
                  end={item.href === officePaths.home}
                  className={({ isActive }) =>
                    `block min-h-11 whitespace-nowrap px-3 py-3 text-sm ${isActive ? "border-b-2 border-amber-400 font-semibold" : "text-white/90 hover:text-white"}`
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id={OFFICE_MAIN} tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const off = officeOffOf(error);
  if (off)
    return (
      <main id={OFFICE_MAIN} className="min-h-dvh bg-slate-50">
        <OfficeOff localOrigin={off.localOrigin} />
      </main>
    );
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const text =
    status === 403
      ? officeCopy.errors.forbidden
      : status === 404
        ? officeCopy.errors.notFound
        : officeCopy.errors.generic;
  return (
    <main id={OFFICE_MAIN} className="min-h-dvh bg-slate-50">
      <OfficePage title={text}>
        <p>
          <Link className="underline" to={officePaths.home}>
            {officeCopy.errors.back}
          </Link>
        </p>
      </OfficePage>
    </main>
  );
}
