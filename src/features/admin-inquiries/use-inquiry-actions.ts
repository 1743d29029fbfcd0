import { useCallback } from 'react';
import { useToast } from '../../components/ui/toast/toast-context';
import { errorMessage } from '../../domain/errors';
import type { Inquiry, InquiryStatus } from '../../domain/types';
import { adminBackend } from '../../backend/registry';
import { useRequireAdmin } from '../../lib/session/require-admin';
import { inquiriesCopy, inquiryMessages } from './copy';

/**
 * The inquiry writes (spec 7): change status, delete. Each needs a signed-in administrator (else the alert
 * 로그인이 필요합니다. and no backend call), reports success or the spec's failure alert, and resolves to
 * whether it changed anything.
 */
export function useInquiryActions() {
  const requireAdmin = useRequireAdmin();
  const toast = useToast();

  const changeStatus = useCallback(
    async (inquiry: Inquiry, status: InquiryStatus): Promise<boolean> => {
      if (inquiry.status === status) return false; // Spec 4: selecting the current value does nothing.
      if (!requireAdmin()) return false;
      try {
        await (await adminBackend()).updateInquiryStatus(inquiry.id, status);
        toast.show('success', inquiriesCopy.statusChanged(inquiry.name, status));
        return true;
      } catch (error) {
        console.error('Failed to change the inquiry status', error);
        toast.show('error', inquiryMessages.statusChangeFailed(errorMessage(error)));
        return false;
      }
    },
    [requireAdmin, toast],
  );

  const remove = useCallback(
    async (inquiry: Inquiry): Promise<boolean> => {
      if (!requireAdmin()) return false;
      try {
        await (await adminBackend()).deleteInquiry(inquiry.id);
        toast.show('success', inquiriesCopy.deleted(inquiry.name));
        return true;
      } catch (error) {
        console.error('Failed to delete the inquiry', error);
        toast.show('error', inquiryMessages.deleteInquiryFailed(errorMessage(error)));
        return false;
      }
    },
    [requireAdmin, toast],
  );

  return { changeStatus, remove };
}
