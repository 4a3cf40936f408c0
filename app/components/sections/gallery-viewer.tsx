import { Icon } from "~/components/ui/icon";
import { useEffect, useState, type MouseEvent } from "react";
import { setSearch, useSearch } from "~/islands/url-state";
import type { GallerySlug, ShownGalleryItem } from "~/content/gallery";
import { Picture } from "~/components/ui/picture";
import { fill, type galleryCopy } from "~/content/widget-copy";
import type { Translation } from "~/content/i18n";
import {
  GALLERY_PARAMS,
  resolveView,
  step,
  viewSearch,
  type GalleryWindow,
} from "~/lib/widgets/gallery-state";
import { BeforeAfterSlider } from "./before-after-slider";

interface GalleryViewerProps {
  categories: readonly { slug: GallerySlug; name: string }[];
  /**
   * The projects of the category the page shows (the server's view): all of them, or for a long category
   * those around the one shown, the others as thumbnails (`thumb`), and where they sit (`window`).
   */
  items: readonly (ShownGalleryItem & { thumb?: true })[];
  window?: GalleryWindow;
  /** Where every category's projects are (a JSON file, fetched once the viewer has hydrated). */
  projectsUrl: string;
  /** The viewer's words in the page's language (loader data). */
  words: Translation<typeof galleryCopy>;
}

const pill =
  "min-h-11 shrink-0 whitespace-nowrap lg:whitespace-normal rounded-md px-4 py-2 text-left text-sm font-semibold transition-colors aria-pressed:bg-navy-900 aria-pressed:text-white";

/**
 * Category toggles, the before/after viewer, Previous/Next and thumbnails. The view lives in the URL;
 * every control is a submit button of a GET form, so it also works before JavaScript loads. An island
 * (decision 018): the page's only script. It starts with the projects of the category the server
 * showed and fetches the others' once hydrated; until they arrive (or if they cannot), a category
 * button submits its form as it does without script.
 */
export function GalleryViewer({ categories, items, window, projectsUrl, words }: GalleryViewerProps) {
  const all = useAllProjects(projectsUrl);
  const known: readonly (ShownGalleryItem & { thumb?: true })[] = all ?? items;
  const params = new URLSearchParams(useSearch());
  const slugs = categories.map((c) => c.slug);
  const asked = {
    category: params.get(GALLERY_PARAMS.category),
    item: params.get(GALLERY_PARAMS.item),
  };
  // The category the server showed: `items` are its projects (the first render reads the same address).
  const [served] = useState(() => resolveView(items, slugs, asked).category);
  const ready = (category: string) => all !== undefined || category === served;
  const wanted = resolveView(known, slugs, asked);
  // Until every category's projects have arrived, another category's address shows the served one.
  const view = ready(wanted.category) ? wanted : resolveView(known, slugs, { ...asked, category: served });
  const defaults = { category: slugs[0] ?? "", itemId: known.find((i) => i.category === slugs[0])?.id };
  const go = (category: string, itemId: number | undefined) => (e: MouseEvent) => {
    if (!ready(category)) return; // not here yet: the form loads that view as a page
    if (known.find((i) => i.id === itemId)?.thumb) return; // only its thumbnail here: the form loads it
    e.preventDefault();
    setSearch(viewSearch(category, itemId, defaults), { replace: true });
  };

  const { selected, index } = view;
  const count = view.items.length;
  const prev = view.items[step(index, -1, count)];
  const next = view.items[step(index, 1, count)];
  // Until every project has arrived, a long category's items are a part of it: positions count from its start.
  const part = all === undefined && view.category === served ? window : undefined;
  const first = part?.first ?? 0;
  const total = part?.total ?? count;
  const categoryName = categories.find((c) => c.slug === view.category)?.name ?? "";

  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-[240px_minmax(0,1fr)]" data-projects={projectsUrl}>
      <form method="get" aria-label={words.categoriesLabel} className="min-w-0">
        <h2 className="sr-only">{words.categoriesHeading}</h2>
        <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 lg:mx-0 lg:flex-col lg:overflow-visible lg:px-0">
          {categories.map((c) => (
            <li key={c.slug}>
              <button
                type="submit"
                name={GALLERY_PARAMS.category}
                value={c.slug}
                aria-pressed={c.slug === view.category}
                onClick={go(c.slug, undefined)}
                className={`${pill} w-full bg-sand-100 text-navy-900 hover:bg-teal-50`}
              >
                {c.name}
              </button>
            </li>
          ))}
        </ul>
      </form>

      <div aria-live="polite" aria-atomic="false">
        {selected ? (
          <article aria-labelledby="gallery-item-title">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="gallery-item-title" className="text-2xl">
                {selected.after ? selected.title : words.singleHeading}
              </h2>
              <p className="text-sm font-semibold text-slate-600">
                {fill(words.position, { n: first + index + 1, count: total })}
              </p>
            </div>
            <p className="mt-1 text-slate-600">
              {categoryName} ·{" "}
              {selected.after ? selected.location : `${selected.title}, ${selected.location}`}
            </p>
            {selected.description ? <p className="mt-2 text-slate-700">{selected.description}</p> : null}
            <div className="mt-5">
              {selected.after ? (
                <BeforeAfterSlider
                  key={selected.id}
                  before={selected.image}
                  after={selected.after}
                  label={fill(words.sliderLabel, { title: selected.title })}
                  valueText={words.sliderValue}
                  badges={{ before: words.before, after: words.after }}
                />
              ) : (
                <Picture
                  image={selected.image}
                  sizes="(min-width: 1024px) 800px, 100vw"
                  className="block overflow-hidden rounded-2xl shadow-lg"
                  imgClassName="block w-full"
                />
              )}
            </div>
            <form method="get" className="mt-6" aria-label={words.chooseLabel}>
              <input type="hidden" name={GALLERY_PARAMS.category} value={view.category} />
              <div className="flex items-center justify-between gap-3">
                <button
                  type="submit"
                  name={GALLERY_PARAMS.item}
                  value={prev?.id}
                  disabled={first + index === 0}
                  onClick={go(view.category, prev?.id)}
                  className="inline-flex min-h-11 items-center gap-1 rounded-md border-2 border-navy-900 px-4 text-sm font-bold text-navy-900 hover:bg-navy-900 hover:text-white disabled:cursor-not-allowed disabled:border-slate-300 disabled:text-slate-400 disabled:hover:bg-transparent"
                >
                  <Icon name="chevron-left" className="size-4" /> {words.previous}
                </button>
                <p className="text-sm text-slate-600" aria-hidden="true">
                  {first + index + 1} / {total}
                </p>
                <button
                  type="submit"
                  name={GALLERY_PARAMS.item}
                  value={next?.id}
                  disabled={first + index === total - 1}
                  onClick={go(view.category, next?.id)}
                  className="inline-flex min-h-11 items-center gap-1 rounded-md border-2 border-navy-900 px-4 text-sm font-bold text-navy-900 hover:bg-navy-900 hover:text-white disabled:cursor-not-allowed disabled:border-slate-300 disabled:text-slate-400 disabled:hover:bg-transparent"
                >
                  {words.next} <Icon name="chevron-right" className="size-4" />
                </button>
              </div>
              <h3 className="sr-only">{fill(words.allInCategory, { category: categoryName })}</h3>
              <ul className="mt-5 grid grid-cols-3 gap-3 sm:grid-cols-6">
                {view.items.map((item, i) => (
                  <li key={item.id}>
                    <button
                      type="submit"
                      name={GALLERY_PARAMS.item}
                      value={item.id}
                      aria-pressed={i === index}
                      onClick={go(view.category, item.id)}
                      className="block w-full overflow-hidden rounded-lg ring-offset-2 aria-pressed:ring-4 aria-pressed:ring-amber-400"
                    >
                      <Picture
                        image={item.after ?? item.image}
                        sizes="120px"
                        alt=""
                        imgClassName="aspect-[4/3] w-full object-cover"
                      />
                      <span className="sr-only">
                        {fill(words.thumbnail, { n: first + i + 1, title: item.title })}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            </form>
          </article>
        ) : (
          <div className="rounded-xl border-2 border-dashed border-slate-300 p-12 text-center">
            <p className="text-lg font-semibold text-navy-900">{words.emptyTitle}</p>
            <p className="mt-1 text-slate-600">{words.emptyBody}</p>
          </div>
        )}
      </div>
    </div>
  );
}

/**
 * Every category's projects, fetched once after the viewer has hydrated (so never before the page's
 * first paint); undefined until they arrive, and for good if the file cannot be read.
 */
function useAllProjects(url: string): readonly ShownGalleryItem[] | undefined {
  const [all, setAll] = useState<readonly ShownGalleryItem[]>();
  useEffect(() => {
    let live = true;
    fetch(url)
      .then((res) => (res.ok ? (res.json() as Promise<{ items?: unknown }>) : undefined))
      .then((data) => {
        if (live && Array.isArray(data?.items)) setAll(data.items as ShownGalleryItem[]);
      })
      .catch(() => {
        // Offline or refused: the category buttons keep loading their views as pages.
      });
    return () => {
      live = false;
    };
  }, [url]);
  return all;
}
