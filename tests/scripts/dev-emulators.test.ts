// @vitest-environment node
import { NO_STORAGE_EMULATOR_MESSAGE } from '@/backend/firebase/context';
import { checkEnv } from '@/config/env-schema';
import { startupSummary, viteEnvironment, vitePort } from '../../scripts/firebase/dev-emulators.mjs';

describe('npm run dev:emulators', () => {
  it('gives Vite a configuration its env check accepts (the Firebase adapter), with and without Storage', () => {
    expect(checkEnv(viteEnvironment({ storage: false }))).toBe('firebase');
    expect(checkEnv(viteEnvironment({ storage: true }))).toBe('firebase');
    expect(viteEnvironment({ storage: false })).toMatchObject({
      VITE_FIREBASE_EMULATOR_HOST: '127.0.0.1',
      VITE_FIREBASE_STORAGE_EMULATOR: 'off',
    });
    expect(viteEnvironment({ storage: true })).toMatchObject({ VITE_FIREBASE_STORAGE_EMULATOR: 'on' });
  });

  it('prints the ports: Auth, Firestore, Storage, the Emulator UI and the Vite dev server', () => {
    const summary = startupSummary({
      how: 'firebase-tools Auth + Google Cloud CLI Firestore',
      storage: false,
      vitePort: 5173,
      uiPort: null,
      java: 17,
    });
    expect(summary).toMatch(/Auth emulator\s+127\.0\.0\.1:9099/);
    expect(summary).toMatch(/Firestore emulator\s+127\.0\.0\.1:8080/);
    expect(summary).toMatch(/Storage emulator\s+NONE \(needs Java 21\+, found 17\)/);
    expect(summary).toMatch(/Emulator UI\s+off/);
    expect(summary).toMatch(/Vite dev server\s+http:\/\/localhost:5173\/ {2}\(admin: http:\/\/localhost:5173\/#\/jy-dev\/login\)/);
    expect(summary).toContain('wiped and re-seeded at every start');
    expect(summary).toContain('npm run admin:create -- EMAIL PASSWORD');
    expect(summary).toMatch(/Functions emulator\s+off/);
  });

  it('with the Functions emulator: where the pages function answers; always: that triggers and schedules do not fire', () => {
    const summary = startupSummary({
      how: 'x',
      storage: false,
      vitePort: 5173,
      uiPort: null,
      java: 17,
      functions: 'http://127.0.0.1:5000',
    });
    expect(summary).toMatch(/Functions emulator\s+127\.0\.0\.1:5001 behind Hosting http:\/\/127\.0\.0\.1:5000/);
    expect(summary).toContain('http://127.0.0.1:5000/projects/gallery/ID');
    expect(summary).toContain('Firestore TRIGGERS and SCHEDULES do not fire here');
    expect(summary).toContain('needs Java 21+ (found 17)');
    expect(summary).toContain('알림 설정 says alert e-mails are not set up');
  });

  it('without a Storage emulator, says at start-up that uploads and file deletes do not work, and what happens instead', () => {
    const summary = startupSummary({ how: 'x', storage: false, vitePort: 5173, uiPort: null });
    expect(summary).toContain('NO STORAGE EMULATOR: photo UPLOADS and file DELETES do not work here');
    expect(summary).toContain('Upload: fails at once');
    expect(summary).toContain('its document is deleted, its files are not');
    expect(summary).toContain('about 12 minutes');
    // It quotes what staff will see.
    expect(summary).toContain(NO_STORAGE_EMULATOR_MESSAGE.slice(0, 30));
  });

  it('with a Storage emulator: its port, no warning', () => {
    const summary = startupSummary({ how: 'firebase-tools', storage: true, vitePort: 5180, uiPort: 4000 });
    expect(summary).toMatch(/Storage emulator\s+127\.0\.0\.1:9199/);
    expect(summary).toMatch(/Emulator UI\s+http:\/\/127\.0\.0\.1:4000\//);
    expect(summary).toContain('http://localhost:5180/');
    expect(summary).not.toContain('NO STORAGE EMULATOR');
  });

  it("reads Vite's --port (else vite.config.ts's 5173)", () => {
    expect(vitePort([])).toBe(5173);
    expect(vitePort(['--port', '5180'])).toBe(5180);
    expect(vitePort(['--host', '--port=5181'])).toBe(5181);
  });
});
