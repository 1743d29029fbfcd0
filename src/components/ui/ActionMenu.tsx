import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { MoreIcon } from './admin-icons';

export interface ActionMenuItem {
  key: string;
  label: string;
  onSelect: () => void;
  /** Red, and set apart from the items above it by a line (삭제). */
  danger?: boolean;
  /** Shown but not chosen: it keeps its place and focus, and `note` says why. */
  disabled?: boolean;
  note?: string;
}

interface ActionMenuProps {
  /** The button's accessible name, e.g. "더 보기 (강릉 주택 지붕)". */
  label: string;
  items: readonly ActionMenuItem[];
  /** An action of this menu is in flight: the button keeps focus but does not open. */
  busy?: boolean;
  /** What the button shows (default ⋯). */
  children?: ReactNode;
}

function itemTone(item: ActionMenuItem): string {
  if (item.disabled) return 'text-slate-500 dark:text-slate-400';
  return item.danger ? 'text-red-700 dark:text-red-300' : 'text-slate-800 dark:text-slate-100';
}

/** Space under the button below which the menu opens upwards. */
const MIN_SPACE_BELOW_PX = 220;

/**
 * A menu button (WAI-ARIA APG "menu button"): aria-haspopup and aria-expanded on the button; Enter, Space or ↓ open
 * it on the first item, ↑ on the last; ↑ ↓ Home End move, Escape closes and gives focus back to the button, Tab or a
 * tap elsewhere closes. Choosing an item closes the menu and puts focus back on the button before the item runs,
 * so a dialog it opens returns focus there too.
 */
export function ActionMenu({ label, items, busy = false, children }: ActionMenuProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [upwards, setUpwards] = useState(false);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const [focusIndex, setFocusIndex] = useState(0);

  useEffect(() => {
    if (open) itemRefs.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const openAt = (index: number) => {
    if (busy) return;
    const rect = buttonRef.current?.getBoundingClientRect();
    setUpwards(rect ? window.innerHeight - rect.bottom < MIN_SPACE_BELOW_PX && rect.top > window.innerHeight - rect.bottom : false);
    setFocusIndex(index);
    setOpen(true);
  };

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const choose = (item: ActionMenuItem) => {
    if (item.disabled) return;
    close();
    item.onSelect();
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 0 : items.length - 1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: focusIndex === last ? 0 : focusIndex + 1,
      ArrowUp: focusIndex === 0 ? last : focusIndex - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setFocusIndex(moves[event.key]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div ref={wrapperRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        id={`${id}-button`}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        aria-disabled={busy || undefined}
        onClick={() => (open ? setOpen(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
        className="inline-flex h-11 w-11 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-700 transition hover:bg-slate-50 aria-disabled:cursor-wait aria-disabled:opacity-60 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700"
      >
        {children ?? <MoreIcon width={20} height={20} />}
      </button>
      {open && (
        <div
          id={`${id}-menu`}
          role="menu"
          aria-labelledby={`${id}-button`}
          onKeyDown={onMenuKeyDown}
          className={cn(
            'absolute right-0 z-20 w-60 rounded-xl border border-slate-200 bg-white py-1 shadow-xl dark:border-slate-700 dark:bg-slate-900',
            upwards ? 'bottom-full mb-1' : 'top-full mt-1',
          )}
        >
          {items.map((item, index) => (
            <button
              key={item.key}
              ref={(node) => {
                itemRefs.current[index] = node;
              }}
              type="button"
              role="menuitem"
              tabIndex={-1}
              aria-disabled={item.disabled || undefined}
              aria-describedby={item.note ? `${id}-${item.key}-note` : undefined}
              onClick={() => choose(item)}
              onFocus={() => setFocusIndex(index)}
              className={cn(
                'flex min-h-11 w-full flex-col items-start justify-center px-4 py-2 text-left text-sm font-semibold outline-none hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-500 aria-disabled:cursor-not-allowed dark:hover:bg-slate-800 dark:focus-visible:bg-slate-800',
                item.danger ? 'mt-1 border-t border-slate-200 dark:border-slate-700' : '',
                itemTone(item),
              )}
            >
              {item.label}
              {item.note && (
                <span id={`${id}-${item.key}-note`} className="text-xs font-medium text-slate-600 dark:text-slate-300">
                  {item.note}
                </span>
              )}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
