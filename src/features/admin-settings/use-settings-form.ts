import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { changedSections } from '@/backend/shared/site-settings';
import { useToast } from '@/components/ui/toast/toast-context';
import { errorCode } from '@/domain/errors';
import type { SettingsSection, SiteSettings, StoredSiteSettings } from '@/domain/site-settings/types';
import { useReplaceSiteSettings } from '@/lib/site-settings/site-settings-context';
import { SETTINGS_TOAST_SOURCE, saveFailureMessage, useSaveSettings } from './api/settings-actions';
import { useReadLatestSettings } from './api/versions';
import { saveCopy } from './copy';
import { FIELD_PATH_ATTRIBUTE } from './form-context';
import {
  draftOf,
  draftProblems,
  mergeDrafts,
  privacyTermsChange,
  settingsOfDraft,
  unsavedSections,
  type SettingsDraft,
} from './form-draft';
import { sectionHeadingId } from './sections/SettingsSection';

/** What the last save (or restore) came to, as the screen shows it. */
export type SaveOutcome =
  | { kind: 'idle' }
  | { kind: 'failed'; message: string }
  | { kind: 'conflict'; version: number; savedBy: string | null; savedAt: Date | null; overlaps: SettingsSection[] }
  | { kind: 'saved'; before: SiteSettings; after: SiteSettings; changed: SettingsSection[]; restoredFrom: number | null };

/** The section a rule path belongs to ('responsePromise.cutoff' → prices, 'private.processorNotes.0' → privacy). */
function sectionOfPath(path: string): SettingsSection {
  const head = path.split('.')[0];
  if (head === 'responsePromise') return 'prices';
  if (head === 'private') return 'privacy';
  return head as SettingsSection;
}

/** Moves focus to the first control on screen that has a problem (else its section's heading). */
function focusFirstProblem(problems: ReadonlyMap<string, string>): void {
  const controls = [...document.querySelectorAll<HTMLElement>(`[${FIELD_PATH_ATTRIBUTE}]`)];
  const first = controls.find((control) => problems.has(control.getAttribute(FIELD_PATH_ATTRIBUTE) ?? ''));
  if (first) {
    first.focus();
    first.scrollIntoView?.({ block: 'center' });
    return;
  }
  const [path] = problems.keys();
  if (path) document.getElementById(sectionHeadingId(sectionOfPath(path)))?.focus();
}

/**
 * The settings form's state: the draft being typed over the stored version it was filled from, the rule's problems,
 * the sections not yet saved, and 저장 with its outcome. A save sends the whole draft with the version it edits;
 * on success this tab shows the new settings at once (useReplaceSiteSettings); when another administrator saved
 * first (settings/conflict) the newer version is read and what was typed here is laid over it, nothing lost; any
 * other failure keeps the draft as it is.
 */
export function useSettingsForm(initial: StoredSiteSettings) {
  const readLatestSettings = useReadLatestSettings();
  const toast = useToast();
  const replaceSiteSettings = useReplaceSiteSettings();
  const [base, setBase] = useState(initial);
  const [baseDraft, setBaseDraft] = useState(() => draftOf(initial.settings, initial.private));
  const [draft, setDraft] = useState(baseDraft);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [outcome, setOutcome] = useState<SaveOutcome>({ kind: 'idle' });
  // The draft as it is now, for a save that settles after more was typed.
  const draftRef = useRef(draft);
  useEffect(() => {
    draftRef.current = draft;
  }, [draft]);

  const candidate = useMemo(() => settingsOfDraft(draft, base.settings), [draft, base.settings]);
  const problems = useMemo(() => draftProblems(candidate), [candidate]);
  const unsaved = useMemo(() => unsavedSections(candidate, base), [candidate, base]);
  const termsChange = privacyTermsChange(candidate.settings, base.settings);

  const edit = useCallback((recipe: (draft: SettingsDraft) => void) => {
    setDraft((current) => {
      const next = structuredClone(current);
      recipe(next);
      return next;
    });
  }, []);
  const touch = useCallback((path: string) => setTouched((current) => (current.has(path) ? current : new Set(current).add(path))), []);
  const messageOf = useCallback(
    (path: string) => (submitted || touched.has(path) ? problems.get(path) : undefined),
    [submitted, touched, problems],
  );

  /** The stored version `result` is now the form's base (after a save or a restore). */
  const settle = (result: StoredSiteSettings, sent: SettingsDraft | null, restoredFrom: number | null) => {
    const before = base.settings;
    const fresh = draftOf(result.settings, result.private);
    setBase(result);
    setBaseDraft(fresh);
    // What was typed while the save was on its way stays (and is unsaved); otherwise the form shows what is stored.
    if (sent === null || draftRef.current === sent) setDraft(fresh);
    setSubmitted(false);
    setTouched(new Set());
    replaceSiteSettings(result.settings);
    setOutcome({ kind: 'saved', before, after: result.settings, changed: changedSections(before, result.settings), restoredFrom });
  };

  /** Another administrator saved first: their version becomes the base, with what was typed here laid over it. */
  const takeNewerVersion = async (): Promise<boolean> => {
    try {
      const { latest, entry } = await readLatestSettings();
      const theirs = draftOf(latest.settings, latest.private);
      const { merged, overlaps } = mergeDrafts(baseDraft, draftRef.current, theirs);
      setBase(latest);
      setBaseDraft(theirs);
      setDraft(merged);
      replaceSiteSettings(latest.settings);
      setOutcome({ kind: 'conflict', version: latest.version, savedBy: entry?.savedByEmail ?? null, savedAt: latest.savedAt, overlaps });
      return true;
    } catch {
      setOutcome({ kind: 'failed', message: saveCopy.conflictReloadFailed });
      return false;
    }
  };

  const onFailure = (error: unknown) => {
    if (errorCode(error) === 'settings/conflict') void takeNewerVersion();
    else setOutcome({ kind: 'failed', message: saveFailureMessage(error) });
  };

  const saveMutation = useSaveSettings();

  const save = async () => {
    if (saveMutation.pending) return;
    if (problems.size > 0) {
      setSubmitted(true);
      toast.show('error', saveCopy.problems(problems.size), { source: SETTINGS_TOAST_SOURCE });
      focusFirstProblem(problems);
      return;
    }
    if (unsaved.length === 0) {
      toast.show('info', saveCopy.nothingToSave, { source: SETTINGS_TOAST_SOURCE });
      return;
    }
    const sent = draft;
    setOutcome({ kind: 'idle' });
    await saveMutation.run(
      { settings: candidate.settings, private: candidate.private, baseVersion: base.version },
      { onSuccess: (result) => settle(result, sent, null), onError: onFailure },
    );
  };

  return {
    base,
    draft,
    edit,
    touch,
    messageOf,
    unsaved,
    termsChange,
    outcome,
    dismissOutcome: () => setOutcome({ kind: 'idle' }),
    saving: saveMutation.pending,
    save,
    /** A restore succeeded: the form shows what is stored now. */
    restored: (result: StoredSiteSettings, version: number) => settle(result, null, version),
    /** A restore met a newer version: the form takes it (what was typed stays). */
    takeNewerVersion,
  };
}

export type SettingsForm = ReturnType<typeof useSettingsForm>;
