import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { TitlePrefixContext } from '@/components/layout/title-prefix';
import { PhoneIcon } from '@/components/ui/icons';
import { useToast, type ToastApi } from '@/components/ui/toast/toast-context';
import { MAX_TOASTS } from '@/components/ui/toast/toast-queue';
import { adminInquiryHref, paths } from '@/config/routes';
import { telHref } from '@/domain/phone-links';
import type { Inquiry } from '@/domain/types';
import { inquiryGist, visitorInquiryCopy } from '@/lib/new-inquiries/inquiry-gist';
import { NewInquiryCountContext } from '@/lib/new-inquiries/new-inquiry-count';
import { queryKeys } from '@/lib/server-state/query-keys';
import { newInquiryCopy } from './copy';
import { useLiveArrivals } from './use-live-arrivals';

/**
 * Inquiries that arrive together: one toast each while they all fit on screen (MAX_TOASTS), with what it is about
 * (work type · region · photos), 전화 and 보기; beyond that, toasts for the first MAX_TOASTS - 1 and one more toast
 * that counts the rest, so none is pushed out unseen.
 */
function announce(toast: ToastApi, arrived: readonly Inquiry[]): void {
  const shown = arrived.length <= MAX_TOASTS ? arrived.length : MAX_TOASTS - 1;
  for (const inquiry of arrived.slice(0, shown)) {
    // What it is about, and a call back in one tap (from a building site, that is what staff do first).
    toast.show('info', newInquiryCopy.arrived(inquiry.name), {
      detail: inquiryGist(inquiry),
      actions: [
        {
          label: visitorInquiryCopy.call,
          accessibleName: visitorInquiryCopy.callLabel(inquiry.name),
          icon: <PhoneIcon width={16} height={16} />,
          href: telHref(inquiry.phone),
        },
        { label: newInquiryCopy.view, accessibleName: newInquiryCopy.viewLabel(inquiry.name), to: adminInquiryHref(inquiry.id) },
      ],
    });
  }
  const rest = arrived.length - shown;
  if (rest > 0)
    toast.show('info', newInquiryCopy.moreArrived(rest), { actions: [{ label: newInquiryCopy.viewAll, to: paths.adminInquiries }] });
}

/**
 * The admin's one live subscription to new inquiries, for every admin page while it is open: the 신규 count for the
 * dashboard's card and the nav badge (useNewInquiryCount), "(3) " before the tab's title, a toast with a link for
 * each inquiry that arrives, and the inquiry lists and counts read again so the list shows it.
 */
export function NewInquiriesProvider({ children }: { children: ReactNode }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const count = useLiveArrivals<Inquiry>(
    (backend, onChange, onError) => backend.subscribeNewInquiries(onChange, onError),
    (arrived) => {
      announce(toast, arrived);
      void queryClient.invalidateQueries({ queryKey: queryKeys.inquiries });
    },
    'Failed to follow the new inquiries',
  );

  const prefix = count.status === 'ready' && count.count > 0 ? `(${count.count}) ` : '';
  return (
    <NewInquiryCountContext.Provider value={count}>
      <TitlePrefixContext.Provider value={prefix}>{children}</TitlePrefixContext.Provider>
    </NewInquiryCountContext.Provider>
  );
}
