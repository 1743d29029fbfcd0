import { nextConsentVersion } from '@/backend/shared/site-settings';
import { TrashIcon } from '@/components/ui/admin-icons';
import { Button } from '@/components/ui/Button';
import { AlertIcon } from '@/components/ui/icons';
import { SITE_SETTINGS_LIMITS as LIMITS } from '@/config/limits';
import { koreaDay } from '@/domain/site-settings/business-time';
import type { PrivacySettings } from '@/domain/site-settings/types';
import { privacyCopy as copy } from '../copy';
import { Chips } from '../fields/Chips';
import { TextField } from '../fields/TextField';
import { fieldId, useSettingsFormApi } from '../form-context';
import { newProcessorKey, type ProcessorDraft } from '../form-draft';
import { tidyPhone } from '../tidy-values';
import { SettingsSection } from './SettingsSection';

const ADD_PROCESSOR_ID = 'settings-add-processor';

const OFFICER_CHOICES = [
  { value: 'none', label: copy.officerNone },
  { value: 'named', label: copy.officerNamed },
] as const;

function Officer() {
  const { draft, edit } = useSettingsFormApi();
  const officer = draft.officer;
  return (
    <div className="space-y-4">
      <Chips
        path="privacy.officerNamed"
        legend={copy.officer}
        type="radio"
        options={OFFICER_CHOICES}
        isChecked={(choice) => (choice === 'named') === draft.officerNamed}
        onToggle={(choice) => edit((d) => void (d.officerNamed = choice === 'named'))}
      />
      {draft.officerNamed ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            path="privacy.officer.name"
            label={copy.officerName}
            value={officer.name}
            onChange={(value) => edit((d) => void (d.officer.name = value))}
            autoComplete="name"
          />
          <TextField
            path="privacy.officer.title"
            label={copy.officerTitle}
            value={officer.title}
            onChange={(value) => edit((d) => void (d.officer.title = value))}
            autoComplete="organization-title"
          />
          <TextField
            path="privacy.officer.phone"
            label={copy.officerPhone}
            value={officer.phone}
            onChange={(value) => edit((d) => void (d.officer.phone = value))}
            normalize={tidyPhone}
            type="tel"
            inputMode="tel"
          />
          <TextField
            path="privacy.officer.email"
            label={copy.officerEmail}
            value={officer.email}
            onChange={(value) => edit((d) => void (d.officer.email = value))}
            type="email"
            inputMode="email"
          />
        </div>
      ) : (
        <p
          role="note"
          className="flex gap-3 rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-900 dark:border-red-800 dark:bg-red-950/40 dark:text-red-100"
        >
          <AlertIcon width={20} height={20} className="mt-0.5 shrink-0" aria-hidden="true" />
          <span>{copy.officerWarning}</span>
        </p>
      )}
    </div>
  );
}

function Processor({ processor, index }: { processor: ProcessorDraft; index: number }) {
  const { edit } = useSettingsFormApi();
  const path = `privacy.processors.${index}`;
  const set = (change: Partial<ProcessorDraft>) => edit((d) => void Object.assign(d.processors[index]!, change));
  const number = index + 1;
  return (
    <li className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h4 className="font-bold text-slate-900 dark:text-white">{copy.processor(number)}</h4>
        <Button
          variant="ghost"
          aria-label={copy.removeProcessor(number)}
          onClick={() => {
            edit((d) => void d.processors.splice(index, 1));
            // Focus would be lost with the removed fields: it goes to 위탁업체 추가.
            requestAnimationFrame(() => document.getElementById(ADD_PROCESSOR_ID)?.focus());
          }}
        >
          <TrashIcon width={18} height={18} />
          <span aria-hidden="true">{copy.remove}</span>
        </Button>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField path={`${path}.name`} label={copy.processorName} value={processor.name} onChange={(value) => set({ name: value })} />
        <TextField
          path={`${path}.country`}
          label={copy.processorCountry}
          value={processor.country}
          onChange={(value) => set({ country: value })}
          hint={copy.processorCountryHint}
          optional
        />
      </div>
      <div className="mt-4 space-y-4">
        <TextField
          path={`${path}.task`}
          label={copy.processorTask}
          value={processor.task}
          onChange={(value) => set({ task: value })}
          rows={2}
          max={LIMITS.processorTask}
        />
        <TextField
          path={`${path}.contact`}
          label={copy.processorContact}
          value={processor.contact}
          onChange={(value) => set({ contact: value })}
          hint={copy.processorContactHint}
          optional
        />
        <TextField
          path={`private.processorNotes.${index}`}
          label={copy.processorNote}
          value={processor.note}
          onChange={(value) => set({ note: value })}
          hint={copy.processorNoteHint}
          rows={2}
          max={LIMITS.processorNote}
          optional
        />
      </div>
    </li>
  );
}

/** The consent version in force, and what a change of the terms does to it. */
function ConsentVersion({ stored, termsChange }: { stored: PrivacySettings; termsChange: boolean }) {
  return (
    <div className="rounded-lg bg-slate-100 p-4 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-100">
      <h3 className="font-bold">{copy.version}</h3>
      <p className="mt-1 font-semibold">{copy.versionLine(stored.consentVersion, stored.effectiveDate)}</p>
      <p className="mt-2">{copy.versionNote}</p>
      {termsChange && (
        <p className="mt-2 font-semibold text-amber-900 dark:text-amber-200">
          {copy.versionWillChange(nextConsentVersion(stored.consentVersion, koreaDay(new Date())))}
        </p>
      )}
    </div>
  );
}

/** 개인정보: the privacy officer (or none), the processors with their admin-only notes, the consent version. */
export function PrivacySection({ stored, termsChange }: { stored: PrivacySettings; termsChange: boolean }) {
  const { draft, edit } = useSettingsFormApi();
  const full = draft.processors.length >= LIMITS.processorsMax;
  return (
    <SettingsSection section="privacy">
      <Officer />
      <div>
        <h3 className="text-base font-bold text-slate-900 dark:text-white">{copy.processors}</h3>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{copy.processorsIntro}</p>
        {draft.processors.length === 0 ? (
          <p className="mt-3 text-sm text-slate-700 dark:text-slate-200">{copy.noProcessors}</p>
        ) : (
          <ol className="mt-3 space-y-3">
            {draft.processors.map((processor, index) => (
              <Processor key={processor.key} processor={processor} index={index} />
            ))}
          </ol>
        )}
        <Button
          id={ADD_PROCESSOR_ID}
          variant="secondary"
          className="mt-3"
          disabled={full}
          onClick={() => {
            const index = draft.processors.length;
            edit((d) => void d.processors.push({ name: '', task: '', country: '', contact: '', note: '', key: newProcessorKey() }));
            // The new processor's first field, once it is on screen.
            requestAnimationFrame(() => document.getElementById(fieldId(`privacy.processors.${index}.name`))?.focus());
          }}
        >
          {copy.addProcessor}
        </Button>
      </div>
      <ConsentVersion stored={stored} termsChange={termsChange} />
    </SettingsSection>
  );
}
