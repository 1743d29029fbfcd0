import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { ConstructionImage } from '@/domain/types';
import { BeforeAfterFrame } from './BeforeAfterFrame';
import { jobCopy } from './job-copy';

/** Where the divider starts, and how far one arrow key (and Page Up / Page Down) moves it, in percent. */
export const START_POSITION = 50;
const KEY_STEP = 5;
const PAGE_STEP = 20;

const clamp = (value: number) => Math.min(100, Math.max(0, Math.round(value)));

/**
 * The interactive before/after comparison (its own chunk, loaded when a job with a before and an after photo is
 * shown): press or touch anywhere on the photos and drag to move the divider; the divider's handle is a slider
 * (role=slider, labelled, with its value in words) that the arrow keys, Page Up/Down, Home and End move. Vertical
 * swipes still scroll the page (touch-action: pan-y).
 */
export function BeforeAfterSlider({ before, after }: { before: ConstructionImage; after: ConstructionImage }) {
  const [position, setPosition] = useState(START_POSITION);
  const areaRef = useRef<HTMLDivElement>(null);
  const dragging = useRef<number | null>(null);

  const moveTo = (clientX: number) => {
    const rect = areaRef.current?.getBoundingClientRect();
    if (rect && rect.width > 0) setPosition(clamp(((clientX - rect.left) / rect.width) * 100));
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    dragging.current = event.pointerId;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    moveTo(event.clientX);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging.current === event.pointerId) moveTo(event.clientX);
  };
  const stopDragging = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging.current === event.pointerId) dragging.current = null;
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
      className="cursor-ew-resize touch-pan-y"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={stopDragging}
      onPointerCancel={stopDragging}
    >
      <BeforeAfterFrame before={before} after={after} position={position}>
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
