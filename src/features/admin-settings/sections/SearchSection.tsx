import { searchCopy as copy } from '../copy';
import { TextField } from '../fields/TextField';
import { useSettingsFormApi } from '../form-context';
import { tidyVerificationCode } from '../tidy-values';
import { SettingsSection } from './SettingsSection';

const CONSOLES = {
  naver: { url: 'https://searchadvisor.naver.com/', open: copy.naverConsole, steps: copy.naverSteps },
  google: { url: 'https://search.google.com/search-console', open: copy.googleConsole, steps: copy.googleSteps },
} as const;

/** How to get one search engine's code: its steps, and its console in a new tab. */
function HowTo({ engine }: { engine: keyof typeof CONSOLES }) {
  const { url, open, steps } = CONSOLES[engine];
  return (
    <details className="mt-2 rounded-lg border border-slate-200 text-sm dark:border-slate-700">
      <summary className="flex min-h-11 cursor-pointer items-center px-3 font-semibold text-slate-800 dark:text-slate-100">
        {copy.howTo}
      </summary>
      <div className="space-y-3 px-3 pb-2 text-slate-700 dark:text-slate-200">
        <ol className="list-decimal space-y-1 pl-5">
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-300"
        >
          {open}
          <span className="sr-only">{copy.newWindow}</span>
        </a>
      </div>
    </details>
  );
}

/** 검색 등록: the Naver and Google site-verification codes, with how to get them. */
export function SearchSection() {
  const { draft, edit } = useSettingsFormApi();
  return (
    <SettingsSection section="search">
      <div>
        <TextField
          path="search.naver"
          label={copy.naver}
          value={draft.search.naver}
          onChange={(value) => edit((d) => void (d.search.naver = value))}
          normalize={tidyVerificationCode}
          optional
        />
        <HowTo engine="naver" />
      </div>
      <div>
        <TextField
          path="search.google"
          label={copy.google}
          value={draft.search.google}
          onChange={(value) => edit((d) => void (d.search.google = value))}
          normalize={tidyVerificationCode}
          optional
        />
        <HowTo engine="google" />
      </div>
    </SettingsSection>
  );
}
