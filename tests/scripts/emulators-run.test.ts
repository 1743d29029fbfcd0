// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { commandFromArgs, shellQuote } from '../../scripts/emulators/run.mjs';

const RUN = resolve(import.meta.dirname, '../../scripts/emulators/run.mjs');

describe('npm run emulators -- CMD: the command', () => {
  it("keeps the command's own `--` (npm has already removed the first one)", () => {
    // `npm run emulators -- npm run admin:grant -- a@b.c` reaches run.mjs as:
    expect(commandFromArgs(['npm', 'run', 'admin:grant', '--', 'a@b.c'])).toEqual(['npm', 'run', 'admin:grant', '--', 'a@b.c']);
  });

  it('drops exactly one leading separator (package.json: run.mjs -- vitest ...)', () => {
    expect(commandFromArgs(['--', 'npm', 'run', 'admin:grant', '--', 'a@b.c'])).toEqual(['npm', 'run', 'admin:grant', '--', 'a@b.c']);
    expect(commandFromArgs(['--', 'vitest', 'run', '--config', 'x.ts'])).toEqual(['vitest', 'run', '--config', 'x.ts']);
    expect(commandFromArgs(['--', '--', 'x'])).toEqual(['--', 'x']);
  });

  it('no command: run until Ctrl-C', () => {
    expect(commandFromArgs([])).toEqual([]);
    expect(commandFromArgs(['--'])).toEqual([]);
  });

  it('gives firebase emulators:exec (Java 21+) the same command line', () => {
    const line = commandFromArgs(['--', 'npm', 'run', 'admin:grant', '--', 'a@b.c']).map(shellQuote).join(' ');
    expect(line).toBe('npm run admin:grant -- a@b.c');
    expect(shellQuote("it's")).toBe(`'it'\\''s'`);
  });

  it('the real script reads its arguments that way (no Java on PATH: it only names the command it skips)', () => {
    const empty = mkdtempSync(join(tmpdir(), 'no-java-'));
    try {
      const result = spawnSync(process.execPath, [RUN, 'npm', 'run', 'admin:grant', '--', 'a@b.c'], {
        encoding: 'utf8',
        env: { PATH: empty, HOME: process.env.HOME ?? '' },
        timeout: 30_000,
      });
      expect(result.status).toBe(0);
      expect(result.stderr).toContain('Skipped: npm run admin:grant -- a@b.c.');
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
