interface SectionHeadingProps {
  id?: string;
  eyebrow: string;
  title: string;
  lead?: string;
  align?: 'left' | 'center';
}

/** Eyebrow, h2 and lead of a page section; the id lets the section be labelled by its heading. */
export function SectionHeading({ id, eyebrow, title, lead, align = 'left' }: SectionHeadingProps) {
  const centered = align === 'center';
  return (
    <div className={centered ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
      <p className="text-sm font-bold tracking-wide text-brand-700 dark:text-brand-400">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-2xl font-extrabold tracking-tight text-slate-950 md:text-4xl dark:text-white">
        {title}
      </h2>
      {lead && <p className="mt-4 leading-relaxed text-slate-700 md:text-lg dark:text-slate-300">{lead}</p>}
    </div>
  );
}
