import { describe, expect, it, vi } from 'vitest';
import { NO_STORAGE_EMULATOR_MESSAGE, adminStorage } from '@/backend/firebase/context';
import type { FirebaseSettings } from '@/backend/firebase/settings';
import type { StorageGateway } from '@/backend/firebase/storage-gateway';
import { uploadError } from '@/backend/shared/errors';
import { BackendError } from '@/domain/errors';
import { uploadErrorMessage } from '@/features/photo-upload/upload-photos';

// The real gateway would start a Firebase app, whose background IndexedDB writes can outlive this file's
// environment (a flaky 'self is not defined' at teardown): what matters here is that it is the one created.
const realGateway: StorageGateway = {
  upload: async () => 'real-url',
  remove: async () => {},
  list: async () => [],
  downloadUrl: async () => 'real-url',
};
vi.mock('@/backend/firebase/storage-client', () => ({ createFirebaseStorageGateway: vi.fn(() => realGateway) }));

const settings: FirebaseSettings = {
  config: {
    apiKey: 'k',
    authDomain: 'd',
    projectId: 'demo-x',
    storageBucket: 'demo-x.appspot.com',
    messagingSenderId: '0',
    appId: '1:0:web:0',
  },
  appName: 'admin-storage-test',
  emulatorHost: '127.0.0.1',
  storageEmulator: false,
  appCheckSiteKey: '',
  appCheckDebugToken: '',
};

describe('the admin part’s Storage with the emulators but no Storage emulator (dev:emulators on Java < 21)', () => {
  it('fails at once with BackendError unavailable and a Korean message, instead of the SDK retrying for minutes', async () => {
    const started = Date.now();
    const failure = await adminStorage(settings, undefined)().catch((error: unknown) => error);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(failure).toBeInstanceOf(BackendError);
    expect(failure).toMatchObject({ code: 'unavailable', message: NO_STORAGE_EMULATOR_MESSAGE });
    expect(NO_STORAGE_EMULATOR_MESSAGE).toContain('사진 업로드와 파일 삭제를 할 수 없습니다');
  });

  it('the upload screen shows that message to staff', () => {
    const failure = new BackendError('unavailable', NO_STORAGE_EMULATOR_MESSAGE);
    expect(uploadErrorMessage(uploadError('upload/failed', failure))).toBe(`업로드 실패: ${NO_STORAGE_EMULATOR_MESSAGE}`);
  });

  it('a gateway given by the tests is used as it is', async () => {
    const given: StorageGateway = {
      upload: async () => 'url',
      remove: async () => {},
      list: async () => [],
      downloadUrl: async () => 'url',
    };
    expect(await adminStorage(settings, given)()).toBe(given);
  });

  it('with a Storage emulator (or in production) the real gateway is made', async () => {
    const gateway = await adminStorage({ ...settings, appName: 'admin-storage-real', storageEmulator: true }, undefined)();
    expect(gateway).toBe(realGateway);
  });
});
