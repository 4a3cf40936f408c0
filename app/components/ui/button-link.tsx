import type { ReactNode } from "react";

const variants = {
  primary: "bg-amber-400 text-navy-950 hover:bg-amber-500 shadow-sm",
  secondary: "bg-navy-900 text-white hover:bg-navy-800",
  outline: "border-2 border-white text-white hover:bg-white hover:text-navy-900",
  ghost: "border-2 border-navy-900 text-navy-900 hover:bg-navy-900 hover:text-white",
} as const;

export type ButtonVariant = keyof typeof variants;

export const buttonClasses = (variant: ButtonVariant = "primary", extra = "") =>
  `inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-5 py-2.5 text-sm font-bold tracking-wide uppercase transition-colors ${variants[variant]} ${extra}`;

interface ButtonLinkProps {
  to: string;
  children: ReactNode;
  variant?: ButtonVariant;
  className?: string;
}

/** A link styled as a button (a plain link: public pages have no client router, decision 018). */
export function ButtonLink({ to, children, variant = "primary", className = "" }: ButtonLinkProps) {
  return (
    <a href={to} className={buttonClasses(variant, className)}>
      {children}
    </a>
  );
}
