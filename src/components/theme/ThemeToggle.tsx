import { cn } from '@/lib/cn';
import { ui } from '../ui/copy';
import { MoonIcon, SunIcon } from '../ui/icons';
import { useTheme } from './theme-context';

/**
 * The light/dark toggle. index.html's start-up script switches the theme on its tap (data-first-tap="theme"), from
 * the first paint on; the button shows the page's theme (pressed: dark) and says what a tap will do (title).
 */
export function ThemeToggle({ className = '' }: { className?: string }) {
  const { dark } = useTheme();
  return (
    <button
      type="button"
      data-first-tap="theme"
      aria-pressed={dark}
      aria-label={ui.darkModeToggle}
      title={dark ? ui.switchToLight : ui.switchToDark}
      data-other-title={dark ? ui.switchToDark : ui.switchToLight}
      className={cn(
        'inline-flex h-11 w-11 items-center justify-center rounded-full text-slate-700 transition hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
        className,
      )}
    >
      {/* Both icons, one shown by the page's theme class: right from the first paint, before the app runs. */}
      <SunIcon className="hidden dark:block" />
      <MoonIcon className="dark:hidden" />
    </button>
  );
}
