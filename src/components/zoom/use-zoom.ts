import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';

/** How the photo sits in the frame: its scale and its offset from the centre, in CSS pixels. */
export interface Zoom {
  scale: number;
  x: number;
  y: number;
}

export const NO_ZOOM: Zoom = { scale: 1, x: 0, y: 0 };
export const MAX_SCALE = 4;
/** A double tap (or double click) zooms to this, at the point tapped; another one zooms back out. */
export const DOUBLE_TAP_SCALE = 2.5;
/** One press of 확대 / 축소 (or + / −). */
export const ZOOM_STEP = 1.5;
const DOUBLE_TAP_MS = 300;
const DOUBLE_TAP_SLOP_PX = 30;
const TAP_SLOP_PX = 10;
/** A horizontal swipe at least this long (and longer than it is high) changes the photo, when not zoomed in. */
const SWIPE_PX = 50;

interface Point {
  x: number;
  y: number;
}

type Gesture =
  { kind: 'pinch'; distance: number; scale: number; anchor: Point } | { kind: 'drag'; start: Point; origin: Zoom; moved: boolean };

function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

function middle(a: Point, b: Point): Point {
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}

/**
 * Pinch, double-tap, wheel and button zoom of the photo in `frameRef` (the public full-screen view, the staff's
 * photo lightbox), with panning while zoomed in and a swipe to
 * the next or previous photo while not. Pointer events only (touch, pen and mouse alike); the frame should have
 * `touch-action: none` so the browser leaves these gestures to it. Points are kept relative to the frame's centre,
 * where the photo's transform starts: screen = scale × photo + offset.
 */
export function useZoom(frameRef: RefObject<HTMLElement | null>, photoKey: string, onSwipe: (step: -1 | 1) => void) {
  // The zoom belongs to the photo it was made on: another photo starts unzoomed (derived, so nothing remounts and
  // the focused button stays where it is).
  const [state, setState] = useState<{ key: string; zoom: Zoom }>({ key: photoKey, zoom: NO_ZOOM });
  const zoom = state.key === photoKey ? state.zoom : NO_ZOOM;
  const zoomRef = useRef(zoom);
  const keyRef = useRef(photoKey);
  useEffect(() => {
    keyRef.current = photoKey;
    zoomRef.current = zoom;
  });
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<Gesture | null>(null);
  const lastTap = useRef<{ time: number; point: Point } | null>(null);
  // What pressed last: the browser follows two taps of a finger with a dblclick, which must not undo their zoom.
  const lastPointerType = useRef('mouse');

  /** A point of the screen relative to the frame's centre, and the frame's half size. */
  const measure = useCallback(
    (clientX = 0, clientY = 0) => {
      const rect = frameRef.current?.getBoundingClientRect();
      const halfWidth = (rect?.width ?? 0) / 2;
      const halfHeight = (rect?.height ?? 0) / 2;
      return {
        point: { x: clientX - (rect?.left ?? 0) - halfWidth, y: clientY - (rect?.top ?? 0) - halfHeight },
        halfWidth,
        halfHeight,
      };
    },
    [frameRef],
  );

  /** Scale within 1..MAX_SCALE, and an offset that keeps the photo over the frame (no empty margin pulled in). */
  const apply = useCallback(
    (next: Zoom) => {
      const { halfWidth, halfHeight } = measure();
      const scale = Math.min(MAX_SCALE, Math.max(1, next.scale));
      const limitX = halfWidth * (scale - 1);
      const limitY = halfHeight * (scale - 1);
      const clamped = {
        scale,
        x: Math.min(limitX, Math.max(-limitX, next.x)),
        y: Math.min(limitY, Math.max(-limitY, next.y)),
      };
      zoomRef.current = clamped;
      setState({ key: keyRef.current, zoom: clamped });
    },
    [measure],
  );

  /** Zooms to `scale` keeping the photo's point under `at` (relative to the centre) where it is. */
  const zoomAt = useCallback(
    (scale: number, at: Point) => {
      const current = zoomRef.current;
      const ratio = Math.min(MAX_SCALE, Math.max(1, scale)) / current.scale;
      apply({ scale: current.scale * ratio, x: at.x - (at.x - current.x) * ratio, y: at.y - (at.y - current.y) * ratio });
    },
    [apply],
  );

  const reset = useCallback(() => apply(NO_ZOOM), [apply]);
  const zoomIn = useCallback(() => zoomAt(zoomRef.current.scale * ZOOM_STEP, { x: 0, y: 0 }), [zoomAt]);
  const zoomOut = useCallback(() => zoomAt(zoomRef.current.scale / ZOOM_STEP, { x: 0, y: 0 }), [zoomAt]);

  const toggleAt = useCallback((at: Point) => (zoomRef.current.scale > 1 ? apply(NO_ZOOM) : zoomAt(DOUBLE_TAP_SCALE, at)), [apply, zoomAt]);

  const startGesture = () => {
    const [a, b] = [...pointers.current.values()];
    const current = zoomRef.current;
    if (a && b) {
      const mid = middle(a, b);
      // The photo's point under the fingers' midpoint: it stays under them while they pinch and move.
      gesture.current = {
        kind: 'pinch',
        distance: Math.max(1, distance(a, b)),
        scale: current.scale,
        anchor: { x: (mid.x - current.x) / current.scale, y: (mid.y - current.y) / current.scale },
      };
    } else if (a) {
      gesture.current = { kind: 'drag', start: a, origin: current, moved: false };
    } else {
      gesture.current = null;
    }
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLElement>) => {
    lastPointerType.current = event.pointerType;
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, measure(event.clientX, event.clientY).point);
    startGesture();
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLElement>) => {
    if (!pointers.current.has(event.pointerId)) return;
    const point = measure(event.clientX, event.clientY).point;
    pointers.current.set(event.pointerId, point);
    const active = gesture.current;
    if (active?.kind === 'pinch') {
      const [a, b] = [...pointers.current.values()];
      if (!a || !b) return;
      const scale = Math.min(MAX_SCALE, Math.max(1, active.scale * (distance(a, b) / active.distance)));
      const mid = middle(a, b);
      apply({ scale, x: mid.x - scale * active.anchor.x, y: mid.y - scale * active.anchor.y });
    } else if (active?.kind === 'drag') {
      const dx = point.x - active.start.x;
      const dy = point.y - active.start.y;
      if (Math.hypot(dx, dy) > TAP_SLOP_PX) active.moved = true;
      // Zoomed in: the photo follows the finger. Not zoomed: a swipe, judged when the finger lifts.
      if (active.origin.scale > 1) apply({ ...active.origin, x: active.origin.x + dx, y: active.origin.y + dy });
    }
  };

  const endPointer = (event: ReactPointerEvent<HTMLElement>, cancelled: boolean) => {
    if (!pointers.current.has(event.pointerId)) return;
    const point = measure(event.clientX, event.clientY).point;
    const active = gesture.current;
    pointers.current.delete(event.pointerId);
    if (!cancelled && active?.kind === 'drag') {
      const dx = point.x - active.start.x;
      const dy = point.y - active.start.y;
      if (active.origin.scale === 1 && Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(dy)) {
        onSwipe(dx < 0 ? 1 : -1);
      } else if (!active.moved && event.pointerType !== 'mouse') {
        // A tap: the second within DOUBLE_TAP_MS near the first toggles the zoom (a mouse has dblclick, above).
        const previous = lastTap.current;
        if (previous && event.timeStamp - previous.time <= DOUBLE_TAP_MS && distance(previous.point, point) <= DOUBLE_TAP_SLOP_PX) {
          lastTap.current = null;
          toggleAt(point);
        } else {
          lastTap.current = { time: event.timeStamp, point };
        }
      }
    }
    startGesture();
  };

  // A mouse's double click; a finger's double tap has zoomed already (on pointerup).
  const onDoubleClick = (event: { clientX: number; clientY: number }) => {
    if (lastPointerType.current === 'mouse') toggleAt(measure(event.clientX, event.clientY).point);
  };

  // The wheel zooms around the pointer. A native listener: React's wheel listener is passive and cannot stop the
  // page behind from scrolling.
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      zoomAt(zoomRef.current.scale * Math.exp(-event.deltaY * 0.002), measure(event.clientX, event.clientY).point);
    };
    frame.addEventListener('wheel', onWheel, { passive: false });
    return () => frame.removeEventListener('wheel', onWheel);
  }, [frameRef, measure, zoomAt]);

  return {
    zoom,
    zoomIn,
    zoomOut,
    reset,
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: (event: ReactPointerEvent<HTMLElement>) => endPointer(event, false),
      onPointerCancel: (event: ReactPointerEvent<HTMLElement>) => endPointer(event, true),
      onDoubleClick,
    },
  };
}
