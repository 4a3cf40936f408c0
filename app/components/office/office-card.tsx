import type { ReactNode } from "react";
import { officeCopy } from "~/content/office/copy";

/** The signed-out pages' frame (sign-in, an invitation): one card in the middle of the screen. */
export function OfficeCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main id="office-main" className="flex min-h-dvh flex-col items-center bg-slate-100 px-4 py-10">
      <p className="mb-6 text-lg font-bold text-navy-950">{officeCopy.siteName}</p>
      <div className="w-full max-w-md space-y-4 rounded-lg border border-slate-300 bg-white p-6 shadow-sm">
        <h1 className="text-xl font-bold text-navy-950">{title}</h1>
        {intro ? <p className="text-sm text-slate-700">{intro}</p> : null}
        {children}
      </div>
    </main>
  );
}
