import type { ReactNode } from "react";

const widths = { page: "max-w-7xl", text: "max-w-3xl", form: "max-w-4xl" } as const;

interface ContainerProps {
  children: ReactNode;
  className?: string;
  /** page: the site grid; text: a readable column for articles and letters; form: a wide form. */
  width?: keyof typeof widths;
}

/** Centers content with the site's side padding. */
export function Container({ children, className = "", width = "page" }: ContainerProps) {
  return (
    <div className={`mx-auto w-full ${widths[width]} px-4 sm:px-6 lg:px-8 ${className}`}>{children}</div>
  );
}
