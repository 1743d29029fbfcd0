import { companyCopy } from '@/config/company-copy';
import { cn } from '@/lib/cn';
import { useSiteSettings } from '@/lib/site-settings/site-settings-context';

/** The mark: two roof chevrons on an amber tile (the same drawing as public/favicon.svg). */
export function LogoMark({ className = 'h-9 w-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#f57a0b" />
      <path d="M6 16.5 16 8l10 8.5" fill="none" stroke="#0b1220" strokeWidth="3.2" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M10 23l6-5 6 5" fill="none" stroke="#0b1220" strokeWidth="3.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

interface LogoProps {
  /** Shows the tagline under the name (hidden on the smallest screens). */
  withTagline?: boolean;
  /** Text colours for a surface that is always dark (the footer). */
  onDark?: boolean;
}

/** Mark plus company name; the parent decides whether it is a link. */
export function Logo({ withTagline = true, onDark = false }: LogoProps) {
  const { company } = useSiteSettings();
  return (
    <span className="inline-flex items-center gap-2.5">
      <LogoMark />
      <span className="flex flex-col leading-none">
        <span className={cn('text-lg font-extrabold tracking-tight', onDark ? 'text-white' : 'text-slate-900 dark:text-white')}>
          {company.name}
        </span>
        {withTagline && (
          <span
            className={cn('mt-1 hidden text-xs font-medium sm:block', onDark ? 'text-slate-300' : 'text-slate-600 dark:text-slate-300')}
          >
            {companyCopy.tagline}
          </span>
        )}
      </span>
    </span>
  );
}
