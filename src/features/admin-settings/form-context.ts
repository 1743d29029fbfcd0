import { createContext, useContext } from 'react';
import type { SettingsDraft } from './form-draft';

/** What every field of the settings form reads and writes, without passing it down section by section. */
export interface SettingsFormApi {
  draft: SettingsDraft;
  /** Changes the draft: `recipe` edits a copy. */
  edit: (recipe: (draft: SettingsDraft) => void) => void;
  /** The rule's message for a field, once it is to be shown (the field was left, or 저장 was pressed). */
  messageOf: (path: string) => string | undefined;
  /** The field at `path` was left: its message shows from now on. */
  touch: (path: string) => void;
}

export const SettingsFormContext = createContext<SettingsFormApi | null>(null);

export function useSettingsFormApi(): SettingsFormApi {
  const api = useContext(SettingsFormContext);
  if (!api) throw new Error('A settings field needs the SettingsFormContext (SettingsForm.tsx)');
  return api;
}

/** The id of the control for a rule's path ('company.phone' → settings-company-phone). */
export const fieldId = (path: string): string => `settings-${path.replace(/\./g, '-')}`;

/** The attribute that marks a control with its rule path, so 저장 can move focus to the first problem on screen. */
export const FIELD_PATH_ATTRIBUTE = 'data-settings-path';
