import { naverMapSearchUrl } from '@/components/map/naver-map-link';
import { ExternalIcon } from '@/components/ui/admin-icons';
import { businessHoursText } from '@/domain/site-settings/hours';
import type { Weekday } from '@/domain/site-settings/types';
import { companyCopy as copy, settingsCopy } from '../copy';
import { Chips, type ChipOption } from '../fields/Chips';
import { TextField } from '../fields/TextField';
import { useSettingsFormApi } from '../form-context';
import { tidyPhone } from '../tidy-values';
import { SettingsSection } from './SettingsSection';
import { VisitorsSee } from './VisitorsSee';

const DAYS: readonly ChipOption<Weekday>[] = copy.dayNames.map((name, index) => ({
  value: (index + 1) as Weekday,
  label: name,
  name: copy.dayLabel(name),
}));

/** 회사 정보: the facts every page shows (header, footer, contact page, search engines). */
export function CompanySection() {
  const { draft, edit } = useSettingsFormApi();
  const company = draft.company;
  const hours = company.hours;
  return (
    <SettingsSection section="company">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          path="company.name"
          label={copy.name}
          value={company.name}
          onChange={(value) => edit((d) => void (d.company.name = value))}
          hint={copy.nameHint}
          autoComplete="organization"
        />
        <TextField
          path="company.nameEnglish"
          label={copy.nameEnglish}
          value={company.nameEnglish}
          onChange={(value) => edit((d) => void (d.company.nameEnglish = value))}
          hint={copy.nameEnglishHint}
          optional
        />
        <TextField
          path="company.representative"
          label={copy.representative}
          value={company.representative}
          onChange={(value) => edit((d) => void (d.company.representative = value))}
        />
        <TextField
          path="company.businessNumber"
          label={copy.businessNumber}
          value={company.businessNumber}
          onChange={(value) => edit((d) => void (d.company.businessNumber = value))}
          hint={copy.businessNumberHint}
          inputMode="numeric"
        />
      </div>
      <div>
        <TextField
          path="company.address"
          label={copy.address}
          value={company.address}
          onChange={(value) => edit((d) => void (d.company.address = value))}
          hint={copy.addressHint}
          autoComplete="street-address"
        />
        {company.address.trim() && (
          // A plain link (not the contact page's map component): the public pages' code stays as it is.
          <a
            href={naverMapSearchUrl(company.address.trim())}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-1 inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-300"
          >
            {copy.checkOnMap}
            <span className="sr-only">{copy.newWindow}</span>
            <ExternalIcon width={14} height={14} aria-hidden="true" />
          </a>
        )}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          path="company.city"
          label={copy.city}
          value={company.city}
          onChange={(value) => edit((d) => void (d.company.city = value))}
          hint={copy.cityHint}
        />
        <TextField
          path="company.phone"
          label={copy.phone}
          value={company.phone}
          onChange={(value) => edit((d) => void (d.company.phone = value))}
          normalize={tidyPhone}
          hint={copy.phoneHint}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
        />
        <TextField
          path="company.email"
          label={copy.email}
          value={company.email}
          onChange={(value) => edit((d) => void (d.company.email = value))}
          hint={copy.emailHint}
          type="email"
          inputMode="email"
          autoComplete="email"
        />
      </div>
      <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4 dark:border-slate-700">
        <legend className="px-1 text-base font-bold text-slate-900 dark:text-white">{copy.hours}</legend>
        <Chips
          path="company.hours.days"
          legend={copy.days}
          type="checkbox"
          options={DAYS}
          isChecked={(day) => hours.days.includes(day)}
          onToggle={(day, checked) =>
            edit((d) => {
              const days = d.company.hours.days.filter((existing) => existing !== day);
              d.company.hours.days = (checked ? [...days, day] : days).sort((a, b) => a - b);
            })
          }
          hint={copy.daysHint}
        />
        <div className="grid grid-cols-2 gap-3">
          <TextField
            path="company.hours.opens"
            label={copy.opens}
            type="time"
            value={hours.opens}
            onChange={(value) => edit((d) => void (d.company.hours.opens = value))}
          />
          <TextField
            path="company.hours.closes"
            label={copy.closes}
            type="time"
            value={hours.closes}
            onChange={(value) => edit((d) => void (d.company.hours.closes = value))}
          />
        </div>
        {hours.days.length > 0 && <VisitorsSee label={settingsCopy.visitorsSee}>{businessHoursText(hours)}</VisitorsSee>}
      </fieldset>
    </SettingsSection>
  );
}
