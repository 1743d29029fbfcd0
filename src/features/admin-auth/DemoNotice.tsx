import { loginCopy } from './copy';
import { demoAccount, demoNoticeCopy } from './demo-copy';

/** Demo mode only: says so and offers the seeded demo administrator. */
export function DemoNotice({ onFill }: { onFill: (account: typeof demoAccount) => void }) {
  return (
    <section
      aria-labelledby="demo-notice-title"
      className="mt-5 rounded-xl border border-sky-300 bg-sky-50 p-4 text-sm text-sky-950 dark:border-sky-800 dark:bg-sky-950/50 dark:text-sky-100"
    >
      <h2 id="demo-notice-title" className="font-bold">
        {demoNoticeCopy.title}
      </h2>
      <p className="mt-1">{demoNoticeCopy.body}</p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="font-semibold">{loginCopy.email}</dt>
        <dd className="font-mono">{demoAccount.email}</dd>
        <dt className="font-semibold">{loginCopy.password}</dt>
        <dd className="font-mono">{demoAccount.password}</dd>
      </dl>
      <button
        type="button"
        onClick={() => onFill(demoAccount)}
        className="mt-3 inline-flex min-h-11 items-center rounded-lg border border-sky-400 bg-white px-4 font-semibold text-sky-900 hover:bg-sky-100 dark:border-sky-700 dark:bg-sky-900/60 dark:text-sky-50 dark:hover:bg-sky-900"
      >
        {demoNoticeCopy.fill}
      </button>
    </section>
  );
}
