/** The widths and themes every axe check runs at (375 and 1440 px, dark — the default — and light). */
const AXE_WIDTHS = [375, 1440] as const;
const AXE_THEMES = [
  { name: 'dark', dark: true },
  { name: 'light', dark: false },
] as const;

export interface AxeView {
  width: number;
  dark: boolean;
  /** "dark theme at 375px" */
  name: string;
}

/** Calls `define` (which declares a test) once per theme and width. */
export function forEachAxeView(define: (view: AxeView) => void): void {
  for (const theme of AXE_THEMES) {
    for (const width of AXE_WIDTHS) define({ width, dark: theme.dark, name: `${theme.name} theme at ${width}px` });
  }
}
