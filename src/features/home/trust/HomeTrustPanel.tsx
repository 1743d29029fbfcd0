import { ResponsePromise } from '@/components/estimates/ResponsePromise';
import { ReviewStars } from '@/components/reviews/ReviewStars';
import { TrustBlock } from '@/components/trust/TrustBlock';
import { responsePromiseSentence, fromPriceText } from '@/domain/site-settings/wording';
import { useSiteSettings } from '@/lib/site-settings/site-settings-context';
import type { RatingSummary } from '../showcase-service';
import { lowestPricesByUnit } from './lowest-prices';
import { homeTrustCopy } from './trust-copy';

const card = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900/70';
const label = 'text-sm font-semibold text-brand-700 dark:text-brand-300';

/**
 * Trust at a glance on the home page, each part only when it exists: the approved reviews' average and count (with
 * the way to them), the response promise, the lowest "from" price of each unit (never compared across units) and
 * the 인증·보증 lines, from the site settings. Nothing at all when none exists.
 */
export function HomeTrustPanel({ rating, reviewsAnchorId }: { rating: RatingSummary | null; reviewsAnchorId: string }) {
  const settings = useSiteSettings();
  const prices = lowestPricesByUnit(settings.prices);
  const promise = responsePromiseSentence(settings.responsePromise, settings.company.hours) !== '';
  const trust = Object.values(settings.trust).some((value) => value !== '');
  if (!rating && !promise && prices.length === 0 && !trust) return null;
  return (
    <section aria-labelledby="home-trust-title" className="container-page py-12 md:py-16">
      <h2 id="home-trust-title" className="text-2xl font-extrabold tracking-tight text-slate-950 sm:text-3xl dark:text-white">
        {homeTrustCopy.title}
      </h2>
      <div className="mt-6 grid gap-4 md:grid-cols-3">
        {rating && (
          <div className={card}>
            <p className={label}>{homeTrustCopy.ratingLabel}</p>
            <p className="mt-2 flex flex-wrap items-center gap-2">
              <ReviewStars rating={Math.round(rating.average)} />
              <span className="font-semibold text-slate-900 dark:text-slate-100">
                {homeTrustCopy.rating(rating.average, rating.count, rating.capped)}
              </span>
            </p>
            <button
              type="button"
              onClick={() => document.getElementById(reviewsAnchorId)?.scrollIntoView({ behavior: 'smooth', block: 'start' })}
              className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
            >
              {homeTrustCopy.seeReviews}
            </button>
          </div>
        )}
        {promise && (
          <div className={card}>
            <p className={label}>{homeTrustCopy.promiseLabel}</p>
            <ResponsePromise className="mt-2" />
          </div>
        )}
        {prices.length > 0 && (
          <div className={card}>
            <p className={label}>{homeTrustCopy.pricesLabel}</p>
            <ul className="mt-2 space-y-1 font-semibold text-slate-900 dark:text-slate-100">
              {prices.map(({ unit, minWon }) => (
                <li key={unit}>{fromPriceText(minWon, unit)}</li>
              ))}
            </ul>
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{homeTrustCopy.pricesNote}</p>
          </div>
        )}
      </div>
      <TrustBlock className="mt-4" />
    </section>
  );
}
