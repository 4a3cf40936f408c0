import { Icon } from "~/components/ui/icon";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { setSearch } from "~/islands/url-state";
import type { Translation } from "~/content/i18n";
import { filterReferences, REFERENCE_SEARCH_PARAM, type Reference } from "~/content/references";
import { fill, type referenceCopy } from "~/content/widget-copy";

interface ReferenceTableProps {
  references: readonly Reference[];
  /** The search the page was requested with (?q=), so the first view matches the URL. */
  initialQuery: string;
  /** The table's words in the page's language (loader data). */
  words: Translation<typeof referenceCopy>;
}

/** The search in the address bar (in place: a history entry per keystroke would bury the back button). */
function keepInAddress(value: string) {
  const q = value.trim() ? `?${new URLSearchParams({ [REFERENCE_SEARCH_PARAM]: value })}` : "";
  setSearch(q, { replace: true });
}

/**
 * Searchable table of references. The search box is a GET form (works without JavaScript); with
 * JavaScript (an island, decision 018) it filters as you type and keeps the search in the address
 * (`?q=`, in place) and in the language switch. Clicking a row, or Enter/Space on it, toggles its
 * highlight. Every reference is in the table; the ones the search leaves out are `hidden`.
 */
export function ReferenceTable({ references, initialQuery, words }: ReferenceTableProps) {
  const [query, setQuery] = useState(initialQuery);
  const inputRef = useRef<HTMLInputElement>(null);
  // Text typed before the page hydrated is already in the box: filter by it straight away.
  useEffect(() => {
    const typed = inputRef.current?.value;
    if (typed === undefined || typed === initialQuery) return;
    setQuery(typed);
    keepInAddress(typed);
  }, [initialQuery]);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const rows = filterReferences(references, query);
  // Each shown row's place among the shown rows, for the stripes (hidden rows would break :nth-child).
  const shown = new Map(rows.map((r, i) => [r.id, i]));
  const search = (value: string) => {
    setQuery(value);
    keepInAddress(value);
  };

  const toggle = (id: number) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const onRowKey = (e: KeyboardEvent, id: number) => {
    if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      toggle(id);
    }
  };

  return (
    <div>
      <form method="get" role="search" className="flex max-w-xl gap-2" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor="reference-search" className="sr-only">
          {words.searchLabel}
        </label>
        <div className="relative flex-1">
          <Icon
            name="search"
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-400"
          />
          <input
            id="reference-search"
            type="search"
            name={REFERENCE_SEARCH_PARAM}
            ref={inputRef}
            defaultValue={initialQuery}
            onChange={(e) => search(e.target.value)}
            placeholder={words.placeholder}
            className="min-h-12 w-full rounded-md border border-slate-300 bg-white py-2 pr-3 pl-10 text-base shadow-sm focus:border-teal-600 focus:ring-2 focus:ring-teal-600/30 focus:outline-none"
            aria-describedby="reference-count"
          />
        </div>
        <button
          type="submit"
          className="min-h-12 rounded-md bg-navy-900 px-5 text-sm font-bold text-white uppercase hover:bg-navy-800"
        >
          {words.search}
        </button>
      </form>
      <p id="reference-count" className="mt-4 text-sm text-slate-600" aria-live="polite">
        {fill(words.count, { shown: rows.length, total: references.length })}
      </p>

      <div
        hidden={rows.length > 0}
        className="mt-6 rounded-xl border-2 border-dashed border-slate-300 p-10 text-center"
      >
        <p className="text-lg font-semibold text-navy-900">{words.emptyTitle}</p>
        <p className="mt-1 text-slate-600">{words.emptyBody}</p>
      </div>
      <div
        hidden={rows.length === 0}
        className="mt-6 overflow-x-auto rounded-xl shadow-md ring-1 ring-slate-200"
      >
        <table className="w-full min-w-[640px] border-collapse bg-white text-left text-sm">
          <caption className="sr-only">{words.caption}</caption>
          <thead className="bg-navy-900 text-white">
            <tr>
              {(["company", "contact", "jobName", "location"] as const).map((column) => (
                <th key={column} scope="col" className="px-4 py-3 font-semibold">
                  {words[column]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {references.map((r) => {
              const isSelected = selected.has(r.id);
              return (
                <tr
                  key={r.id}
                  hidden={!shown.has(r.id)}
                  tabIndex={0}
                  aria-selected={isSelected}
                  onClick={() => toggle(r.id)}
                  onKeyDown={(e) => onRowKey(e, r.id)}
                  className={`cursor-pointer border-t border-slate-200 focus-visible:outline-3 focus-visible:-outline-offset-3 ${isSelected ? "bg-amber-100" : `${(shown.get(r.id) ?? 0) % 2 ? "bg-sand-50" : "bg-white"} hover:bg-teal-50`}`}
                >
                  <th scope="row" className="px-4 py-3 font-semibold text-navy-900">
                    {r.company}
                  </th>
                  <td className="px-4 py-3">
                    {r.contact}
                    <br />
                    <a
                      href={`tel:+1${r.phone.replace(/\D/g, "")}`}
                      className="text-teal-700 underline"
                      onClick={(e) => e.stopPropagation()}
                    >
                      {r.phone}
                    </a>
                  </td>
                  <td className="px-4 py-3">{r.jobName}</td>
                  <td className="px-4 py-3">{r.location}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
