interface PageHeaderProps {
  eyebrow: string;
  title: string;
  lead?: string;
}

/** The banner at the top of an inner page: eyebrow, the page's h1 and a lead sentence. */
export function PageHeader({ eyebrow, title, lead }: PageHeaderProps) {
  return (
    <div className="relative overflow-hidden border-b border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/60">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -right-24 -top-24 h-72 w-72 rounded-full bg-brand-500/10 blur-3xl dark:bg-brand-500/15"
      />
      <div className="container-page relative py-14 md:py-20">
        <p className="text-sm font-bold tracking-wide text-brand-700 dark:text-brand-400">{eyebrow}</p>
        <h1 className="mt-3 max-w-4xl text-3xl font-extrabold leading-tight tracking-tight text-slate-950 md:text-5xl dark:text-white">
          {title}
        </h1>
        {lead && <p className="mt-5 max-w-2xl text-base leading-relaxed text-slate-700 md:text-lg dark:text-slate-300">{lead}</p>}
      </div>
    </div>
  );
}
