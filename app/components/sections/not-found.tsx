import { Link } from "react-router";
import { company, contactHrefs } from "~/content/company";
import { paths } from "~/content/site-paths";
import { ButtonLink } from "~/components/ui/button-link";
import { Container } from "~/components/ui/container";

const suggestions = [
  { label: "Home", href: paths.home },
  { label: "Our services", href: paths.services },
  { label: "Project gallery", href: paths.gallery },
  { label: "Blog", href: paths.blog },
  { label: "Contact us", href: paths.contact },
];

/** The "Not Found" page body, used by the catch-all route and by lookups that find nothing. */
export function NotFound() {
  return (
    <Container className="py-20 text-center">
      <p className="text-sm font-bold tracking-[0.2em] text-teal-700 uppercase">Error 404</p>
      <h1 className="mt-2 text-4xl sm:text-5xl">Not Found</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-slate-600">
        We could not find that page. It may have moved when we rebuilt our site. These pages may help, or call
        us at{" "}
        <a className="font-semibold text-teal-700 underline" href={contactHrefs.phone}>
          {company.phone.display}
        </a>
        .
      </p>
      <ul className="mx-auto mt-8 flex max-w-2xl flex-wrap justify-center gap-3">
        {suggestions.map((s) => (
          <li key={s.href}>
            <Link
              to={s.href}
              className="inline-flex min-h-11 items-center rounded-full bg-teal-50 px-5 font-semibold text-teal-700 hover:bg-teal-100"
            >
              {s.label}
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-10">
        <ButtonLink to={paths.contact}>Ask for a free inspection</ButtonLink>
      </div>
    </Container>
  );
}
