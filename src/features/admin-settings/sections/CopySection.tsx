import { SITE_SETTINGS_LIMITS as LIMITS } from '@/config/limits';
import { IMAGE_CATEGORIES } from '@/domain/categories';
import { HOME_SERVICE_IDS, SERVICE_IDS } from '@/domain/site-settings/types';
import { copyCopy as copy } from '../copy';
import { TextField } from '../fields/TextField';
import { useSettingsFormApi } from '../form-context';
import { SettingsSection } from './SettingsSection';

const groupClass = 'space-y-4 rounded-lg border border-slate-200 p-4 dark:border-slate-700';
const legendClass = 'px-1 text-base font-bold text-slate-900 dark:text-white';

/** 문구: the home hero, the About greeting, the service texts and the visitor-facing category names. */
export function CopySection() {
  const { draft, edit } = useSettingsFormApi();
  const texts = draft.copy;
  return (
    <SettingsSection section="copy">
      <TextField
        path="copy.heroHeadline"
        label={copy.heroHeadline}
        value={texts.heroHeadline}
        onChange={(value) => edit((d) => void (d.copy.heroHeadline = value))}
        hint={copy.heroHeadlineHint}
        rows={2}
        max={LIMITS.heroHeadline}
      />
      <TextField
        path="copy.heroSubline"
        label={copy.heroSubline}
        value={texts.heroSubline}
        onChange={(value) => edit((d) => void (d.copy.heroSubline = value))}
        rows={3}
        max={LIMITS.heroSubline}
      />
      <TextField
        path="copy.aboutGreeting"
        label={copy.aboutGreeting}
        value={texts.aboutGreeting}
        onChange={(value) => edit((d) => void (d.copy.aboutGreeting = value))}
        hint={copy.aboutGreetingHint}
        rows={10}
        max={LIMITS.aboutGreeting}
      />
      <fieldset className={groupClass}>
        <legend className={legendClass}>{copy.serviceCards}</legend>
        {HOME_SERVICE_IDS.map((id) => (
          <TextField
            key={id}
            path={`copy.serviceCards.${id}`}
            label={copy.serviceCard(id)}
            value={texts.serviceCards[id]}
            onChange={(value) => edit((d) => void (d.copy.serviceCards[id] = value))}
            rows={3}
            max={LIMITS.serviceCard}
          />
        ))}
      </fieldset>
      <fieldset className={groupClass}>
        <legend className={legendClass}>{copy.serviceSummaries}</legend>
        {SERVICE_IDS.map((id) => (
          <TextField
            key={id}
            path={`copy.serviceSummaries.${id}`}
            label={copy.serviceSummary(id)}
            value={texts.serviceSummaries[id]}
            onChange={(value) => edit((d) => void (d.copy.serviceSummaries[id] = value))}
            max={LIMITS.serviceSummary}
          />
        ))}
      </fieldset>
      <fieldset className={groupClass}>
        <legend className={legendClass}>{copy.categoryLabels}</legend>
        <p className="text-sm text-slate-600 dark:text-slate-300">{copy.categoryLabelsHint}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          {IMAGE_CATEGORIES.map((category) => (
            <TextField
              key={category}
              path={`copy.categoryLabels.${category}`}
              label={copy.categoryLabel(category)}
              value={texts.categoryLabels[category]}
              onChange={(value) => edit((d) => void (d.copy.categoryLabels[category] = value))}
              max={LIMITS.categoryLabel}
            />
          ))}
        </div>
      </fieldset>
    </SettingsSection>
  );
}
