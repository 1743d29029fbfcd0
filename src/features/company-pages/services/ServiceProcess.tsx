import { servicesCopy } from './copy';

const copy = servicesCopy.process;

/** How a job runs, from the first call to aftercare. */
export function ServiceProcess() {
  return (
    <section aria-labelledby="process-title" className="container-page pt-16 md:pt-24">
      <h2 id="process-title" className="text-2xl font-extrabold tracking-tight text-slate-950 md:text-3xl dark:text-white">
        {copy.title}
      </h2>
      <ol className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {copy.steps.map((step, index) => (
          <li key={step.title} className="rounded-2xl border border-slate-200 p-5 dark:border-slate-800">
            <span className="text-sm font-extrabold tabular-nums text-brand-700 dark:text-brand-400">
              {String(index + 1).padStart(2, '0')}
            </span>
            <h3 className="mt-2 font-bold text-slate-950 dark:text-white">{step.title}</h3>
            <p className="mt-1 text-sm leading-relaxed text-slate-700 dark:text-slate-300">{step.body}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
