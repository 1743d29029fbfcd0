// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TargetError, authEmulatorAnswers, chooseTarget, describeTarget, useTarget } from '../../scripts/firebase/target.mjs';

/** A stand-in for the Auth emulator (or for something else) on a free port of 127.0.0.1. */
async function fakeServer(body: string): Promise<{ hostPort: string; close: () => Promise<void> }> {
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(body);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return { hostPort: `127.0.0.1:${port}`, close: () => new Promise((done) => server.close(() => done())) };
}

const AUTH_EMULATOR_ROOT = JSON.stringify({ authEmulator: { ready: true, docs: 'https://firebase.google.com/docs/emulator-suite' } });

/** A port where nothing listens (a server's port, closed again). */
async function deadPort(): Promise<string> {
  const server = await fakeServer('{}');
  await server.close();
  return server.hostPort;
}

const grant = { production: false, project: undefined, command: 'npm run admin:grant -- a@b.c' };

describe('admin scripts: which Auth they use', () => {
  let emulator: Awaited<ReturnType<typeof fakeServer>>;
  beforeAll(async () => {
    emulator = await fakeServer(AUTH_EMULATOR_ROOT);
  });
  afterAll(() => emulator.close());

  it('probe: an Auth emulator answers, something else on the port does not count, nothing at all neither', async () => {
    expect(await authEmulatorAnswers(emulator.hostPort)).toBe(true);
    const other = await fakeServer('{"hello":"world"}');
    try {
      expect(await authEmulatorAnswers(other.hostPort)).toBe(false);
    } finally {
      await other.close();
    }
    expect(await authEmulatorAnswers(await deadPort())).toBe(false);
  });

  it('picks the running emulator on the auth port without FIREBASE_AUTH_EMULATOR_HOST, and says so', async () => {
    const target = await chooseTarget(grant, { env: {}, authHost: emulator.hostPort });
    expect(target).toEqual({ kind: 'emulator', authHost: emulator.hostPort, project: 'demo-jy-construction', foundBy: 'port' });
    expect(describeTarget(target)).toBe(
      `Target: the Auth EMULATOR at ${emulator.hostPort} (found on firebase.json's auth port), project demo-jy-construction. Production is not touched.`,
    );
    const env: NodeJS.ProcessEnv = {};
    useTarget(target, env);
    expect(env.FIREBASE_AUTH_EMULATOR_HOST).toBe(emulator.hostPort);
  });

  it('uses FIREBASE_AUTH_EMULATOR_HOST when it is set, and checks that an emulator answers there', async () => {
    const target = await chooseTarget(grant, { env: { FIREBASE_AUTH_EMULATOR_HOST: emulator.hostPort }, authHost: await deadPort() });
    expect(target).toMatchObject({ kind: 'emulator', authHost: emulator.hostPort, foundBy: 'env' });
    const dead = await deadPort();
    await expect(chooseTarget(grant, { env: { FIREBASE_AUTH_EMULATOR_HOST: dead } })).rejects.toThrow(
      `FIREBASE_AUTH_EMULATOR_HOST=${dead}, but no Auth emulator answers there`,
    );
  });

  it('no emulator: never falls back to production (even with credentials), and says exactly what to type', async () => {
    const authHost = await deadPort();
    const attempt = chooseTarget(grant, { env: { GOOGLE_APPLICATION_CREDENTIALS: 'key.json' }, authHost });
    await expect(attempt).rejects.toBeInstanceOf(TargetError);
    const message = await attempt.catch((error: Error) => error.message);
    expect(message).toContain(`No Auth emulator answers at ${authHost}, and production is only used with --production`);
    expect(message).toContain('npm run dev:emulators');
    expect(message).toContain('FIREBASE_AUTH_EMULATOR_HOST=HOST:PORT npm run admin:grant -- a@b.c');
    expect(message).toContain('GOOGLE_APPLICATION_CREDENTIALS=key.json npm run admin:grant -- a@b.c --production --project PROJECT_ID');
  });

  it('production only with --production, an explicit real --project, credentials and no emulator variable', async () => {
    const probe = vi.fn(async () => true);
    const production = { ...grant, production: true };
    const credentials = { GOOGLE_APPLICATION_CREDENTIALS: '/keys/jy.json' };

    const target = await chooseTarget({ ...production, project: 'jy-construction' }, { env: credentials, probe });
    expect(target).toEqual({ kind: 'production', project: 'jy-construction', credentials: '/keys/jy.json' });
    expect(describeTarget(target)).toBe('Target: PRODUCTION, project jy-construction (credentials /keys/jy.json).');
    expect(probe).not.toHaveBeenCalled(); // --production never looks for (or uses) an emulator

    await expect(chooseTarget(production, { env: credentials, probe })).rejects.toThrow('--production needs --project');
    await expect(chooseTarget({ ...production, project: 'demo-jy-construction' }, { env: credentials, probe })).rejects.toThrow(
      'is a demo project',
    );
    await expect(chooseTarget({ ...production, project: 'jy-construction' }, { env: {}, probe })).rejects.toThrow(
      'Production needs GOOGLE_APPLICATION_CREDENTIALS',
    );
    await expect(
      chooseTarget(
        { ...production, project: 'jy-construction' },
        { env: { ...credentials, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }, probe },
      ),
    ).rejects.toThrow('--production, but FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:9099 is set');
  });

  it('an explicit --project names the emulator project too', async () => {
    const target = await chooseTarget({ ...grant, project: 'demo-other' }, { env: {}, authHost: emulator.hostPort });
    expect(target).toMatchObject({ kind: 'emulator', project: 'demo-other' });
  });
});
