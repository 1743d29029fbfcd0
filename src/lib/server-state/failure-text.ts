import { errorCode } from '@/domain/errors';

/**
 * What an admin write's failure alert says when the backend REFUSED the write: retrying cannot change a refusal, so
 * the alert must not end in "다시 시도해 주세요" and must say what is wrong instead. Firestore's security rules answer
 * only permission-denied (they never say which check failed); the adapters check the fields first and refuse a bad
 * one as invalid-argument with a message that names it.
 */
export const refusalCopy = {
  permissionDenied:
    '서버의 보안 규칙이 이 변경을 거절했습니다. 다시 시도해도 결과는 같습니다. 관리자 권한이 있는 계정으로 로그인했는지, 사진과 입력한 내용이 올바른지 확인하고, 그래도 안 되면 사이트 관리 담당자에게 알려 주세요.',
  invalidArgument: (detail: string) =>
    `입력한 내용이 저장 규칙에 맞지 않습니다. 다시 시도해도 결과는 같으니 내용을 고쳐 주세요. (${detail})`,
} as const;

/** "… 다시 시도해 주세요." (or "잠시 후 다시 …") at the end of an alert: advice a refusal must not give. */
const RETRY_ADVICE = /\s*(잠시 후\s*)?다시 시도해\s*주세요\.?\s*$/;

/**
 * The failure alert `message` for `error`: as it is for a failure that may pass on a retry (a network error, a
 * time-out); for a refusal, without its retry advice and with what is wrong.
 */
export function failureText(message: string, error: unknown): string {
  const code = errorCode(error);
  let reason: string | null = null;
  if (code === 'permission-denied') reason = refusalCopy.permissionDenied;
  else if (code === 'invalid-argument') reason = refusalCopy.invalidArgument(error instanceof Error ? error.message : String(error));
  if (!reason) return message;
  return `${message.replace(RETRY_ADVICE, '')} ${reason}`;
}
