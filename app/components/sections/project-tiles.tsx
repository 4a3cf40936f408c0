import { Icon } from "~/components/ui/icon";
import { Picture } from "~/components/ui/picture";
import type { ProjectTile } from "~/content/featured-projects";
import { useCopy } from "~/lib/rendering/use-copy";
import { Band } from "./band";

/** Three finished projects: image, category label and title, each opening that project in the gallery. */
export function ProjectTiles({ projects }: { projects: readonly ProjectTile[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {projects.map((p) => (
        <li key={p.id}>
          <a
            href={p.href}
            className="group flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-md ring-1 ring-slate-200 hover:ring-teal-600"
            data-project-id={p.id}
          >
            <Picture
              image={p.image}
              sizes="(min-width: 1280px) 400px, (min-width: 768px) 33vw, 100vw"
              alt=""
              imgClassName="aspect-[4/3] w-full object-cover transition-transform duration-300 group-hover:scale-105"
              className="overflow-hidden"
            />
            <div className="flex flex-1 flex-col p-5">
              <p className="text-xs font-bold tracking-[0.16em] text-teal-700 uppercase">{p.category}</p>
              <h3 className="mt-2 flex-1 text-lg">{p.title}</h3>
              <p className="mt-3 inline-flex items-center gap-2 text-sm font-semibold text-slate-600">
                {p.location}
                <Icon
                  name="arrow-right"
                  className="size-4 text-teal-700 transition-transform group-hover:translate-x-1"
                />
              </p>
            </div>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The projects band of Home and /service: heading, the three tiles and a link to the gallery. */
export function ProjectsSection({ projects, id }: { projects: readonly ProjectTile[]; id: string }) {
  const { page, paths } = useCopy();
  const copy = page.projects;
  return (
    <Band id={id} heading={copy} more={{ to: paths.gallery, label: copy.all }}>
      <ProjectTiles projects={projects} />
    </Band>
  );
}
