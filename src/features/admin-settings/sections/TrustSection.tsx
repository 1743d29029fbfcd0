import { SITE_SETTINGS_LIMITS as LIMITS } from '@/config/limits';
import type { TrustLines } from '@/domain/site-settings/types';
import { trustCopy as copy } from '../copy';
import { TextField } from '../fields/TextField';
import { useSettingsFormApi } from '../form-context';
import { SettingsSection } from './SettingsSection';

const LINES: readonly { key: keyof TrustLines; label: string; placeholder: string }[] = [
  { key: 'constructionLicense', label: copy.license, placeholder: copy.licensePlaceholder },
  { key: 'defectWarranty', label: copy.warranty, placeholder: copy.warrantyPlaceholder },
  { key: 'insurance', label: copy.insurance, placeholder: copy.insurancePlaceholder },
];

/** 신뢰 정보: the 인증·보증 lines (each shown only when set). */
export function TrustSection() {
  const { draft, edit } = useSettingsFormApi();
  return (
    <SettingsSection section="trust">
      {LINES.map(({ key, label, placeholder }) => (
        <TextField
          key={key}
          path={`trust.${key}`}
          label={label}
          value={draft.trust[key]}
          onChange={(value) => edit((d) => void (d.trust[key] = value))}
          placeholder={placeholder}
          max={LIMITS.trustLine}
          optional
        />
      ))}
    </SettingsSection>
  );
}
