import type { Route } from "./+types/careers";
import { ServerPage } from "~/components/layout/server-page";
import { Container } from "~/components/ui/container";
import { pageData } from "~/lib/rendering/page-route";
import { fixedPage, requestLang } from "~/content/registry.server";
import { withServerHtml } from "~/lib/rendering/server-html";

export const loader = ({ request }: Route.LoaderArgs) => {
  const entry = fixedPage("careers", requestLang(request));
  return pageData(entry, { page: entry.record });
};

export const clientLoader = (args: Route.ClientLoaderArgs) => withServerHtml(args);

export { meta } from "~/lib/rendering/page-route";

export default function Careers(props: Route.ComponentProps) {
  return (
    <ServerPage data={props.loaderData}>
      {import.meta.env.SSR && (
        <Container width="text">
          <h1 className="text-4xl">{props.loaderData.page.title}</h1>
          <p>{props.loaderData.page.tagline}</p>
        </Container>
      )}
    </ServerPage>
  );
}
