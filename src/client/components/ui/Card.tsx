import { createElement, type HTMLAttributes } from 'react';

/**
 * The site's card: white on the page with a hairline ring (`plain`), or tinted with the
 * community's colour for a notice (`brand`) or a problem (`danger`).
 */
const TONES = {
  plain: 'rounded-xl bg-white shadow-sm ring-1 ring-slate-200',
  brand: 'rounded-xl border border-brand-200 bg-brand-50 text-brand-950',
  danger: 'rounded-xl border border-red-200 bg-red-50 text-red-950',
} as const;
const PADDINGS = { none: '', sm: 'p-4', md: 'p-5', lg: 'p-6' } as const;

export type CardTone = keyof typeof TONES;
export type CardPadding = keyof typeof PADDINGS;

/** The card's classes, for an element that cannot be a `<Card>` (a fieldset of a form, a table's frame). */
export function cardClass(tone: CardTone = 'plain', padding: CardPadding = 'lg', extra?: string): string {
  return [TONES[tone], PADDINGS[padding], extra].filter(Boolean).join(' ');
}

export function Card({
  as = 'div',
  tone = 'plain',
  padding = 'lg',
  className,
  ...props
}: HTMLAttributes<HTMLElement> & {
  as?: 'div' | 'section' | 'article' | 'aside' | 'li';
  tone?: CardTone;
  padding?: CardPadding;
}) {
  return createElement(as, { ...props, className: cardClass(tone, padding, className) });
}
