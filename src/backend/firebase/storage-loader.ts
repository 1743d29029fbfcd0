import { BackendError } from '@/domain/errors';
import { lazyPart } from '../shared/lazy-part';
import type { FirebaseSettings } from './settings';
import type { StorageGateway } from './storage-gateway';

/** Shown when the local emulators run without a Storage emulator (npm run dev:emulators on Java < 21). */
export const NO_STORAGE_EMULATOR_MESSAGE =
  '로컬 테스트 환경(에뮬레이터)에는 파일 저장소가 없어 사진 업로드와 파일 삭제를 할 수 없습니다. 다른 기능은 그대로 쓸 수 있습니다.';

/**
 * The Storage gateway on first use: the given one (tests), else firebase/storage, loaded then (the admin's uploads
 * and deletes, a visitor's inquiry photos: never a page that only reads). With the emulators but no Storage
 * emulator (settings.storageEmulator false) it fails at once with BackendError 'unavailable' and a Korean message.
 */
export function lazyStorage(settings: FirebaseSettings, storage: StorageGateway | undefined): () => Promise<StorageGateway> {
  return lazyPart(async () => {
    if (storage) return storage;
    if (settings.emulatorHost && !settings.storageEmulator) throw new BackendError('unavailable', NO_STORAGE_EMULATOR_MESSAGE);
    return (await import('./storage-client')).createFirebaseStorageGateway(settings);
  });
}
