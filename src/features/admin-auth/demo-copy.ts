/**
 * What the login page says in a demo build only (DemoNotice): its own module, imported by nothing a Firebase build
 * keeps (LoginPage renders DemoNotice under `isDemoBuild`, a build-time constant), so no Firebase build ships the
 * demo's sign-in hint (tests/hosting/firebase-build.test.ts reads the Firebase build's chunks for it).
 */
export const demoNoticeCopy = {
  title: '데모 모드로 실행 중입니다',
  body: '데이터는 이 브라우저에만 저장되며 실제 서버와 연결되지 않습니다. 아래 데모 계정으로 로그인해 보세요.',
  fill: '데모 계정 입력하기',
} as const;

/**
 * The demo backend's administrator (seeded by src/backend/demo). Shown only when the demo adapter runs;
 * a test signs in with it, so a change on either side is caught.
 */
export const demoAccount = {
  email: 'admin@example.com',
  password: 'demo1234',
} as const;
