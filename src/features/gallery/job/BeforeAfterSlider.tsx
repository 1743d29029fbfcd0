import { useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { BeforeAfterFrame, type ComparisonPhotos } from './BeforeAfterFrame';
import { jobCopy } from './job-copy';

/** Where the divider starts, and how far one arrow key (and Page Up / Page Down) moves it, in percent. */
export const START_POSITION = 50;
const KEY_STEP = 5;
const PAGE_STEP = 20;
/** A finger must move this far sideways (and more sideways than up or down) before it moves the divider. */
const SLOP_PX = 8;

const clamp = (value: number) => Math.min(100, Math.max(0, Math.round(value)));

/**
 * The interactive before/after comparison (its own chunk, loaded when a job with a before and an after photo is
 * shown): press or touch anywhere on the photos and drag to move the divider; the divider's handle is a slider
 * (role=slider, labelled, with its value in words) that the arrow keys, Page Up/Down, Home and End move. A mouse
 * moves it at once; a finger only once it moves sideways, so a vertical swipe that starts on the photos scrolls the
 * page and leaves the divider alone (the browser takes such a swipe: touch-action pan-y), and a tap puts it where
 * the finger landed. It starts where the visitor left the still picture before it arrived (index.html's start-up
 * script keeps that in data-comparison-position).
 */
export function BeforeAfterSlider({ before, after, priority = false }: ComparisonPhotos) {
  const [position, setPosition] = useState(START_POSITION);
  const areaRef = useRef<HTMLDivElement>(null);
  const dragging = useRef<{ id: number; x: number; y: number; moving: boolean } | null>(null);

  useLayoutEffect(() => {
    const early = Number(areaRef.current?.parentElement?.dataset.comparisonPosition);
    // Where the still picture was left: an outside system (the start-up script), read once before the first paint.
    if (early >= 0 && early <= 100) setPosition(early);
  }, []);

  const moveTo = (clientX: number) => {
    const rect = areaRef.current?.getBoundingClientRect();
    if (rect && rect.width > 0) setPosition(clamp(((clientX - rect.left) / rect.width) * 100));
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    const mouse = event.pointerType === 'mouse';
    dragging.current = { id: event.pointerId, x: event.clientX, y: event.clientY, moving: mouse };
    if (mouse) {
      event.currentTarget.setPointerCapture?.(event.pointerId);
      moveTo(event.clientX);
    }
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const drag = dragging.current;
    if (drag?.id !== event.pointerId) return;
    const across = Math.abs(event.clientX - drag.x);
    if (!drag.moving && across > SLOP_PX && across > Math.abs(event.clientY - drag.y)) {
      drag.moving = true;
      event.currentTarget.setPointerCapture?.(event.pointerId);
    }
    if (drag.moving) moveTo(event.clientX);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const drag = dragging.current;
    if (drag?.id !== event.pointerId) return;
    dragging.current = null;
    if (!drag.moving && Math.hypot(event.clientX - drag.x, event.clientY - drag.y) <= SLOP_PX) moveTo(event.clientX);
  };
  // The browser took the gesture (a vertical swipe: the page scrolls): the divider stays where it was.
  const onPointerCancel = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging.current?.id === event.pointerId) dragging.current = null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, (current: number) => number> = {
      ArrowLeft: (current) => current - KEY_STEP,
      ArrowDown: (current) => current - KEY_STEP,
      ArrowRight: (current) => current + KEY_STEP,
      ArrowUp: (current) => current + KEY_STEP,
      PageDown: (current) => current - PAGE_STEP,
      PageUp: (current) => current + PAGE_STEP,
      Home: () => 0,
      End: () => 100,
    };
    const move = moves[event.key];
    if (!move) return;
    // The photo page's own ← → (previous / next photo) must not see these keys.
    event.preventDefault();
    event.stopPropagation();
    setPosition((current) => clamp(move(current)));
  };

  return (
    <div
      ref={areaRef}
      data-testid="comparison-area"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerCancel}
    >
      <BeforeAfterFrame before={before} after={after} position={position} priority={priority}>
        <div
          role="slider"
          tabIndex={0}
          aria-label={jobCopy.comparisonLabel}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={position}
          aria-valuetext={jobCopy.comparisonValue(position)}
          aria-orientation="horizontal"
          onKeyDown={onKeyDown}
          style={{ left: `${position}%` }}
          className="absolute top-1/2 flex h-12 w-12 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-white text-slate-900 shadow-lg ring-2 ring-slate-900/30 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-brand-400"
        >
          <svg
            width="24"
            height="24"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
            focusable="false"
          >
            <path d="M9 6l-6 6 6 6M15 6l6 6-6 6" />
          </svg>
        </div>
      </BeforeAfterFrame>
    </div>
  );
}
