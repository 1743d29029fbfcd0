import type { ContactChannels } from '@/domain/site-settings/types';
import { channelsCopy as copy } from '../copy';
import { TextField } from '../fields/TextField';
import { useSettingsFormApi } from '../form-context';
import { tidyKakaoChannelId } from '../tidy-values';
import { SettingsSection } from './SettingsSection';

const trim = (value: string) => value.trim();

/** The company's pages elsewhere: https addresses, each on its own site (the rule refuses another site's). */
const PAGES: readonly { key: Exclude<keyof ContactChannels, 'kakaoChannelId'>; label: string; hint?: string; placeholder: string }[] = [
  { key: 'naverPlaceUrl', label: copy.naverPlace, hint: copy.naverPlaceHint, placeholder: 'https://naver.me/…' },
  { key: 'naverBlogUrl', label: copy.naverBlog, placeholder: 'https://blog.naver.com/…' },
  { key: 'instagramUrl', label: copy.instagram, placeholder: 'https://www.instagram.com/…' },
];

/** 상담 채널: the KakaoTalk chat and the company's pages elsewhere (each shown only when set). */
export function ChannelsSection() {
  const { draft, edit } = useSettingsFormApi();
  const channels = draft.channels;
  return (
    <SettingsSection section="channels">
      <TextField
        path="channels.kakaoChannelId"
        label={copy.kakao}
        value={channels.kakaoChannelId}
        onChange={(value) => edit((d) => void (d.channels.kakaoChannelId = value))}
        normalize={tidyKakaoChannelId}
        hint={copy.kakaoHint}
        placeholder="_ZeUTxl"
        optional
      />
      {PAGES.map(({ key, label, hint, placeholder }) => (
        <TextField
          key={key}
          path={`channels.${key}`}
          label={label}
          value={channels[key]}
          onChange={(value) => edit((d) => void (d.channels[key] = value))}
          normalize={trim}
          hint={hint}
          type="url"
          inputMode="url"
          placeholder={placeholder}
          optional
        />
      ))}
    </SettingsSection>
  );
}
