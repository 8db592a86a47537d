import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link } from '../../app/router.tsx';

/**
 * The site's text links, in the community's colour (`brand-800`, at least 4.5:1 on white and on
 * the light tints whatever the colour: src/shared/theme.ts). `inline` sits in a sentence; `strong`
 * stands on its own ("See all upcoming events").
 */
const VARIANTS = {
  inline: 'font-medium text-brand-800 underline hover:text-brand-950',
  strong: 'inline-flex items-center gap-2 font-semibold text-brand-800 underline hover:text-brand-950',
} as const;

export type TextLinkVariant = keyof typeof VARIANTS;

export function textLinkClass(variant: TextLinkVariant = 'inline', extra?: string): string {
  return extra ? `${VARIANTS[variant]} ${extra}` : VARIANTS[variant];
}

/**
 * A link to a page of this site (`to`, through the router) or to an address the browser opens
 * itself (`href`: mail, phone, a file).
 */
export function TextLink({
  to,
  href,
  variant = 'inline',
  className,
  children,
  ...props
}: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  variant?: TextLinkVariant;
  children: ReactNode;
} & ({ to: string; href?: never } | { href: string; to?: never })) {
  const classes = textLinkClass(variant, className);
  if (to !== undefined) {
    return (
      <Link to={to} className={classes} {...props}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={classes} {...props}>
      {children}
    </a>
  );
}
