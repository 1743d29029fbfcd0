import { PRICE_UNITS, type PriceGuides, type PriceUnit } from '@/domain/site-settings/types';

/**
 * The lowest "from" price of each unit the price guides use (per 평, per ㎡, per job), in that order: prices of
 * different units are never compared, so each unit has its own line. Empty when no price is set.
 */
export function lowestPricesByUnit(prices: PriceGuides): { unit: PriceUnit; minWon: number }[] {
  const guides = Object.values(prices).filter((guide) => guide !== undefined);
  return PRICE_UNITS.flatMap((unit) => {
    const mins = guides.filter((guide) => guide.unit === unit).map((guide) => guide.minWon);
    return mins.length > 0 ? [{ unit, minWon: Math.min(...mins) }] : [];
  });
}
