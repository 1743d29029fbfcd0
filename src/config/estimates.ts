import type { WorkType } from '../domain/types';

/**
 * "How much, how soon" for each work type: a typical price range and duration, set per deployment with one
 * VITE_ESTIMATE_<TYPE> variable per work type (.env.example), each `<price> | <duration>`, for example
 * `VITE_ESTIMATE_ROOFING=평당 25만~40만 원 | 3~7일`. A type without its variable shows none. The build checks the
 * format (env-schema.ts); site.ts reads the values (parseEstimate).
 */
export interface WorkEstimate {
  /** "평당 25만~40만 원" */
  price: string;
  /** "3~7일" */
  duration: string;
}

/** The variable of each work type (site.ts reads each by its full name, as Vite inlines them). */
export const ESTIMATE_VARIABLES = {
  roofing: 'VITE_ESTIMATE_ROOFING',
  waterproofing: 'VITE_ESTIMATE_WATERPROOFING',
  'metal-roofing': 'VITE_ESTIMATE_METAL_ROOFING',
  exterior: 'VITE_ESTIMATE_EXTERIOR',
  ground: 'VITE_ESTIMATE_GROUND',
} as const satisfies Record<WorkType, string>;

/**
 * The estimate a variable holds, or null when it is unset or empty. The build has checked its format
 * (env-schema.ts): a price and a duration separated by |.
 */
export function parseEstimate(value: string | undefined): WorkEstimate | null {
  const [price, duration] = (value ?? '').split('|').map((part) => part.trim());
  return price && duration ? { price, duration } : null;
}
