import { Button } from '@/components/ui/Button';
import { SETTINGS_SECTION_LABELS, type SettingsSection } from '@/domain/site-settings/types';
import { cn } from '@/lib/cn';
import { saveCopy as copy } from './copy';

interface SaveBarProps {
  unsaved: readonly SettingsSection[];
  saving: boolean;
  /** The stored version the form shows. */
  version: number;
}

/**
 * 저장 (the form's submit), always at hand: a bar stuck to the bottom of the screen, the button where a right thumb rests on a phone
 * (on a wide screen at the left, clear of the toasts in the bottom-right corner), and beside it what is not saved
 * yet. While a save is on its way the button says so and waits (aria-disabled: it keeps the focus).
 */
export function SaveBar({ unsaved, saving, version }: SaveBarProps) {
  const status = saving
    ? copy.saving
    : unsaved.length > 0
      ? copy.unsaved(unsaved.map((section) => SETTINGS_SECTION_LABELS[section]).join(', '))
      : copy.clean(version);
  return (
    <div className="sticky bottom-0 z-20 mt-6 rounded-t-2xl border-t border-slate-200 bg-white/95 px-4 pt-2 pb-[calc(0.5rem+env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgb(15_23_42/0.08)] backdrop-blur-md dark:border-slate-800 dark:bg-slate-900/95">
      <div className="flex items-center gap-3 lg:flex-row-reverse">
        <p
          className={cn(
            'min-w-0 flex-1 text-sm',
            unsaved.length > 0 && !saving ? 'font-semibold text-amber-900 dark:text-amber-200' : 'text-slate-700 dark:text-slate-200',
          )}
        >
          {status}
        </p>
        <Button
          type="submit"
          aria-disabled={saving || undefined}
          className="min-h-12 w-24 shrink-0 text-base aria-disabled:cursor-wait aria-disabled:opacity-70"
        >
          {saving ? copy.saving : copy.save}
        </Button>
      </div>
    </div>
  );
}
