import type { QueryClient } from '@tanstack/react-query';
import { errorMessage } from '@/domain/errors';
import { normalizeStaffNote } from '@/domain/staff-note';
import type { Inquiry, InquiryStatus } from '@/domain/types';
import { updateListedItems } from '@/lib/server-state/list-cache';
import { queryKeys } from '@/lib/server-state/query-keys';
import { useAdminMutation } from '@/lib/server-state/use-admin-mutation';
import { inquiriesCopy, inquiryMessages } from '../copy';
import { inquiriesBackend } from '../inquiries-service';

/** An inquiry the backend changed, in every cached list page and its own entry (the detail opened by link). */
function updateCachedInquiry(client: QueryClient, inquiry: Inquiry, change: Partial<Inquiry>): void {
  updateListedItems<Inquiry>(client, queryKeys.inquiryLists, (item) => (item.id === inquiry.id ? { ...item, ...change } : item));
  client.setQueryData<Inquiry | null>(queryKeys.inquiry(inquiry.id), (cached) => ({ ...(cached ?? inquiry), ...change }));
}

/**
 * The inquiry writes: change status, delete, and save the staff note; each an admin mutation (a signed-in administrator, else the
 * alert 로그인이 필요합니다. and no backend call), with its success or failure alert, then the inquiry lists and
 * counts read again. `react` is what the screen does once the backend accepted the change. Each resolves to
 * whether it changed anything.
 */
export function useInquiryActions() {
  const status = useAdminMutation<{ inquiry: Inquiry; status: InquiryStatus }>({
    label: 'Failed to change the inquiry status',
    mutate: async ({ inquiry, status }) => (await inquiriesBackend()).updateInquiryStatus(inquiry.id, status),
    success: ({ inquiry, status }) => inquiriesCopy.statusChanged(inquiry.name, status),
    failure: (error) => inquiryMessages.statusChangeFailed(errorMessage(error)),
    updatesCache: (client, { inquiry, status }) => updateCachedInquiry(client, inquiry, { status }),
    invalidates: [queryKeys.inquiries],
  });
  const remove = useAdminMutation<Inquiry>({
    label: 'Failed to delete the inquiry',
    mutate: async (inquiry) => (await inquiriesBackend()).deleteInquiry(inquiry.id),
    success: (inquiry) => inquiriesCopy.deleted(inquiry.name),
    failure: (error) => inquiryMessages.deleteInquiryFailed(errorMessage(error)),
    invalidates: [queryKeys.inquiries],
  });

  const note = useAdminMutation<{ inquiry: Inquiry; note: string | null }>({
    label: 'Failed to save the staff note',
    mutate: async ({ inquiry, note }) => (await inquiriesBackend()).updateInquiryNote(inquiry.id, note),
    success: ({ inquiry, note }) => (note === null ? inquiriesCopy.note.cleared(inquiry.name) : inquiriesCopy.note.saved(inquiry.name)),
    failure: (error) => inquiriesCopy.note.failed(errorMessage(error)),
    updatesCache: (client, { inquiry, note }) => updateCachedInquiry(client, inquiry, { staffNote: note }),
    invalidates: [queryKeys.inquiries],
  });

  return {
    changeStatus: async (inquiry: Inquiry, next: InquiryStatus, react?: () => void): Promise<boolean> => {
      if (inquiry.status === next) return false; // Selecting the current value does nothing.
      return status.run({ inquiry, status: next }, { onSuccess: react });
    },
    remove: (inquiry: Inquiry, react?: () => void) => remove.run(inquiry, { onSuccess: react }),
    /** Saves the note as typed (stored trimmed, null when blank). */
    saveNote: (inquiry: Inquiry, typed: string, react?: () => void): Promise<boolean> =>
      note.run({ inquiry, note: normalizeStaffNote(typed) }, { onSuccess: react }),
  };
}
