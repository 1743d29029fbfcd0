import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * A badge's colours: text at AA contrast on its fill in both themes (axe checks them). The soft tones may carry a
 * ring of their colour (`ring`); the strong ones (hero, featured) need none.
 */
const tones = {
  green: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-100',
  yellow: 'bg-yellow-100 text-yellow-900 dark:bg-yellow-900/50 dark:text-yellow-100',
  blue: 'bg-blue-100 text-blue-900 dark:bg-blue-900/50 dark:text-blue-100',
  grey: 'bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-slate-100',
  amber: 'bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100',
  sky: 'bg-sky-100 text-sky-900 dark:bg-sky-900/50 dark:text-sky-100',
  strongBlue: 'bg-blue-700 text-white',
  brand: 'bg-brand-500 text-slate-950',
} as const;

const rings: Partial<Record<BadgeTone, string>> = {
  green: 'ring-emerald-600/30 dark:ring-emerald-400/40',
  yellow: 'ring-yellow-600/40 dark:ring-yellow-400/40',
  blue: 'ring-blue-600/30 dark:ring-blue-400/40',
  grey: 'ring-slate-500/40 dark:ring-slate-400/40',
};

export type BadgeTone = keyof typeof tones;

interface BadgeProps extends HTMLAttributes<HTMLElement> {
  tone: BadgeTone;
  /** md: a status (px-2.5 py-1); sm: a small mark beside a name (px-2 py-0.5). */
  size?: 'md' | 'sm';
  bold?: boolean;
  /** A thin inner ring in the tone's colour (the status badges). */
  ring?: boolean;
  /** One unbroken line, its text (and icon) centred: the statuses in a table cell, the marks in a list. */
  inline?: boolean;
  /** An item of a list of marks (PhotoMarks) instead of a span. */
  as?: 'span' | 'li';
  children: ReactNode;
}

/**
 * A rounded pill of short text: an inquiry's or a review's status, a job's 게시됨/임시, a photo's home-page marks,
 * 이 기기. The text says what the colour says, so nothing depends on colour alone.
 */
export function Badge({
  tone,
  size = 'md',
  bold = false,
  ring = false,
  inline = false,
  as: Tag = 'span',
  className,
  children,
  ...rest
}: BadgeProps) {
  return (
    <Tag
      className={cn(
        inline && 'inline-flex items-center whitespace-nowrap',
        'rounded-full text-xs',
        size === 'md' ? 'px-2.5 py-1' : 'px-2 py-0.5',
        bold ? 'font-bold' : 'font-semibold',
        tones[tone],
        ring && cn('ring-1 ring-inset', rings[tone]),
        className,
      )}
      {...rest}
    >
      {children}
    </Tag>
  );
}
