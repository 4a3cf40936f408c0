import { useCopy } from "~/lib/rendering/use-copy";
import { ButtonLink } from "~/components/ui/button-link";
import { CallUsLine } from "./call-us-line";
import { Container } from "~/components/ui/container";

/**
 * What a visitor sees after an unexpected error; details hide behind a Show Error disclosure
 * (`<details>`, so it works on pages that ship no script).
 */
export function ErrorScreen({ message, stack }: { message: string; stack?: string }) {
  const page = useCopy().status.error;
  return (
    <Container className="py-20 text-center">
      <h1 className="text-4xl">{page.title}</h1>
      <CallUsLine text={page.body} />
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to={page.action.href}>{page.action.label}</ButtonLink>
      </div>
      <details className="group mx-auto mt-8 max-w-3xl">
        <summary className="mx-auto flex min-h-11 w-fit cursor-pointer list-none items-center rounded-md border-2 border-navy-900 px-5 text-sm font-bold text-navy-900 uppercase hover:bg-navy-900 hover:text-white [&::-webkit-details-marker]:hidden">
          <span className="group-open:hidden">{page.details.show}</span>
          <span className="hidden group-open:inline">{page.details.hide}</span>
        </summary>
        <div id="error-details" className="mt-8 text-left">
          <p className="rounded-md bg-red-50 p-4 font-mono text-sm text-red-900">{message}</p>
          {stack ? (
            <pre className="mt-4 overflow-x-auto rounded-md bg-slate-100 p-4 text-xs">{stack}</pre>
          ) : null}
        </div>
      </details>
    </Container>
  );
}
