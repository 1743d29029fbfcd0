import { PUSH_DEVICE_NAME_MAX, PUSH_ENDPOINT_MAX, PUSH_KEY_MAX } from '@/config/staff-push';
import { BackendError } from '@/domain/errors';
import type { PushDeviceInput } from '@/domain/push-devices';
import { isBlank } from '@/domain/text';

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

const isKey = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= PUSH_KEY_MAX && BASE64URL.test(value);

/** A device name trimmed; blank or longer than PUSH_DEVICE_NAME_MAX is invalid-argument (the rules refuse it). */
export function pushDeviceNameOf(name: string): string {
  const trimmed = typeof name === 'string' ? name.trim() : '';
  if (isBlank(trimmed) || trimmed.length > PUSH_DEVICE_NAME_MAX)
    throw new BackendError('invalid-argument', `기기 이름은 1자에서 ${PUSH_DEVICE_NAME_MAX}자 사이로 입력해 주세요.`);
  return trimmed;
}

/**
 * A subscription as firestore.rules accept it (an https endpoint of at most PUSH_ENDPOINT_MAX, two base64url keys
 * of at most PUSH_KEY_MAX) with its name; invalid-argument before anything is written.
 */
export function checkPushDeviceInput(input: PushDeviceInput): PushDeviceInput {
  const { endpoint, keys } = input ?? {};
  if (
    typeof endpoint !== 'string' ||
    !endpoint.startsWith('https://') ||
    endpoint.length > PUSH_ENDPOINT_MAX ||
    !isKey(keys?.p256dh) ||
    !isKey(keys?.auth)
  )
    throw new BackendError('invalid-argument', '이 브라우저의 알림 구독 정보가 올바르지 않습니다. 알림을 다시 켜 주세요.');
  return { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth }, name: pushDeviceNameOf(input.name) };
}

export function pushDeviceNotFound(): BackendError {
  return new BackendError('not-found', '이 기기는 알림 목록에 없습니다. 알림을 다시 켜 주세요.');
}

export function tooManyPushDevices(max: number): BackendError {
  return new BackendError('invalid-argument', `알림을 받는 기기는 한 사람에 ${max}대까지입니다. 쓰지 않는 기기를 먼저 삭제해 주세요.`);
}
