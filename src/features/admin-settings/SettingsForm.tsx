import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { SETTINGS_SECTION_PARAM } from '@/config/routes';
import { SETTINGS_SECTION_LABELS, SETTINGS_SECTIONS, type SettingsSection, type StoredSiteSettings } from '@/domain/site-settings/types';
import { useHoldLeaving } from '@/lib/navigation/leave-guard';
import { useAsyncValue } from '@/lib/use-async-value';
import { leaveCopy, settingsCopy } from './copy';
import { SettingsFormContext, type SettingsFormApi } from './form-context';
import { HistorySection } from './HistorySection';
import { OutcomeNotice } from './OutcomeNotice';
import { SaveBar } from './SaveBar';
import { goToSection, SectionJumps } from './SectionJumps';
import { ChannelsSection } from './sections/ChannelsSection';
import { CompanySection } from './sections/CompanySection';
import { CopySection } from './sections/CopySection';
import { PricesSection } from './sections/PricesSection';
import { PrivacySection } from './sections/PrivacySection';
import { SearchSection } from './sections/SearchSection';
import { TrustSection } from './sections/TrustSection';
import { backendKind } from './settings-service';
import { useSettingsForm } from './use-settings-form';
import { VisitorPreview } from './VisitorPreview';

const isSection = (value: string | null): value is SettingsSection => (SETTINGS_SECTIONS as readonly (string | null)[]).includes(value);

/** ?section=privacy (the launch checklist's links): that section, once the form is on screen. */
function useSectionFromAddress() {
  const [params] = useSearchParams();
  const section = params.get(SETTINGS_SECTION_PARAM);
  useEffect(() => {
    if (isSection(section)) goToSection(section);
  }, [section]);
}

/** The form over one stored version: its sections, the save bar, the outcome of a save, the history. */
export function SettingsForm({ initial }: { initial: StoredSiteSettings }) {
  const form = useSettingsForm(initial);
  const kind = useAsyncValue(backendKind, backendKind, 'Failed to read the backend kind');
  // Leaving with unsaved changes: the question, and where the staff member was going.
  const [leave, setLeave] = useState<(() => void) | null>(null);
  useHoldLeaving(form.unsaved.length > 0, (go) => setLeave(() => go));
  useSectionFromAddress();

  const { draft, edit, messageOf, touch, outcome } = form;
  const api = useMemo<SettingsFormApi>(() => ({ draft, edit, messageOf, touch }), [draft, edit, messageOf, touch]);
  const unsavedNames = form.unsaved.map((section) => SETTINGS_SECTION_LABELS[section]).join(', ');

  return (
    <SettingsFormContext.Provider value={api}>
      {outcome.kind === 'saved' && (
        <VisitorPreview
          settings={outcome.after}
          changed={outcome.changed}
          restoredFrom={outcome.restoredFrom}
          backend={kind.status === 'ready' ? kind.value : null}
          onDismiss={form.dismissOutcome}
        />
      )}
      {(outcome.kind === 'failed' || outcome.kind === 'conflict') && <OutcomeNotice outcome={outcome} onDismiss={form.dismissOutcome} />}
      <SectionJumps />
      <form
        noValidate
        aria-label={settingsCopy.title}
        onSubmit={(event) => {
          event.preventDefault();
          void form.save();
        }}
        className="space-y-6"
      >
        <CompanySection />
        <ChannelsSection />
        <TrustSection />
        <PricesSection />
        <PrivacySection stored={form.base.settings.privacy} termsChange={form.termsChange} />
        <CopySection />
        <SearchSection />
        <SaveBar unsaved={form.unsaved} saving={form.saving} version={form.base.version} />
      </form>
      <div className="mt-8">
        <HistorySection form={form} />
      </div>
      <ConfirmDialog
        open={leave !== null}
        title={leaveCopy.title}
        message={leaveCopy.message(unsavedNames)}
        confirmLabel={leaveCopy.leave}
        cancelLabel={leaveCopy.stay}
        danger
        onConfirm={() => {
          const go = leave;
          setLeave(null);
          go?.();
        }}
        onCancel={() => setLeave(null)}
      />
    </SettingsFormContext.Provider>
  );
}
