import { lazy, Suspense } from 'react';
import { PageLoading } from '@/components/ui/PageLoading';
import { useSiteSettings } from '@/lib/site-settings/site-settings-context';
import PlaceholderPage from '../placeholder/PlaceholderPage';

const PrivacyPolicy = lazy(() => import('./PrivacyPolicy'));

/**
 * /privacy: the 개인정보처리방침 once the owner has named the privacy officer (사이트 설정); until then the placeholder
 * note, exactly as the other policy pages show it. The policy's code is a chunk of its own, fetched only when there
 * is a policy to show (the server render waits for it, so the HTML holds the whole policy and hydrates in place).
 */
export default function PrivacyPage() {
  const settings = useSiteSettings();
  const officer = settings.privacy.officer;
  if (!officer) return <PlaceholderPage kind="privacy" />;
  return (
    <Suspense fallback={<PageLoading />}>
      <PrivacyPolicy settings={settings} officer={officer} />
    </Suspense>
  );
}
