import { useCopy } from "~/lib/rendering/use-copy";
import { ButtonLink } from "~/components/ui/button-link";
import { CallUsLine } from "./call-us-line";
import { Container } from "~/components/ui/container";

/** The "Not Found" page body, used by the catch-all route and by lookups that find nothing. */
export function NotFound() {
  const page = useCopy().status.notFound;
  return (
    <Container className="py-20 text-center">
      <p className="text-sm font-bold tracking-[0.2em] text-teal-700 uppercase">{page.eyebrow}</p>
      <h1 className="mt-2 text-4xl sm:text-5xl">{page.title}</h1>
      <CallUsLine text={page.body} />
      <ul className="mx-auto mt-8 flex max-w-2xl flex-wrap justify-center gap-3">
        {page.links.map((s) => (
          <li key={s.href}>
            <a
              href={s.href}
              className="inline-flex min-h-11 items-center rounded-full bg-teal-50 px-5 font-semibold text-teal-700 hover:bg-teal-100"
            >
              {s.label}
            </a>
          </li>
        ))}
      </ul>
      <div className="mt-10">
        <ButtonLink to={page.action.href}>{page.action.label}</ButtonLink>
      </div>
    </Container>
  );
}
