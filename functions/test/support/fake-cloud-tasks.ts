import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';

/**
 * Cloud Tasks faked at its HTTP boundary: the Admin SDK's taskQueue().enqueue() posts to
 * http://$CLOUD_TASKS_EMULATOR_HOST/projects/P/locations/L/queues/Q/tasks, so the tests see the task exactly as
 * Cloud Tasks would get it (its name, scheduleTime and body). A task given a `dispatch` is run at its scheduleTime,
 * as Cloud Tasks would: firebase-tools' own Cloud Tasks emulator runs every task at once (its taskQueue.js passes
 * scheduleTime on only as a header), so it cannot show an alarm that waits.
 */
export interface EnqueuedTask {
  queue: string;
  /** The task's id (the last part of its name). */
  id: string;
  scheduleTime: Date;
  data: unknown;
}

export interface FakeCloudTasks {
  readonly tasks: EnqueuedTask[];
  /** Runs each task enqueued from now on at its scheduleTime; resolves `dispatched` with its outcome. */
  dispatchWith(run: (task: EnqueuedTask) => Promise<unknown>): void;
  /** Each dispatch's promise, in order. */
  readonly dispatched: Promise<unknown>[];
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The fake for a test file: listening before its tests, its record emptied before each. */
export function setUpFakeCloudTasks(): FakeCloudTasks {
  let server: Server | undefined;
  const tasks: EnqueuedTask[] = [];
  const dispatched: Promise<unknown>[] = [];
  const timers: NodeJS.Timeout[] = [];
  let run: ((task: EnqueuedTask) => Promise<unknown>) | null = null;
  const names = new Set<string>();

  beforeAll(async () => {
    server = createServer((request, response) => {
      void bodyOf(request).then((text) => {
        const match = /^\/projects\/[^/]+\/locations\/[^/]+\/queues\/([^/]+)\/tasks$/.exec(request.url ?? '');
        if (request.method !== 'POST' || !match) {
          response.writeHead(404).end();
          return;
        }
        const { task } = JSON.parse(text) as { task: { name?: string; scheduleTime?: string; httpRequest: { body: string } } };
        const name = task.name ?? `auto-${tasks.length}`;
        if (names.has(name)) {
          response.writeHead(409, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ error: { status: 'ALREADY_EXISTS', message: 'exists' } }));
          return;
        }
        names.add(name);
        const body = JSON.parse(Buffer.from(task.httpRequest.body, 'base64').toString('utf8')) as { data: unknown };
        const enqueued: EnqueuedTask = {
          queue: match[1] ?? '',
          id: name.split('/').pop() ?? name,
          scheduleTime: task.scheduleTime ? new Date(task.scheduleTime) : new Date(),
          data: body.data,
        };
        tasks.push(enqueued);
        if (run) {
          const dispatch = run;
          dispatched.push(
            new Promise((resolve, reject) => {
              timers.push(
                setTimeout(() => dispatch(enqueued).then(resolve, reject), Math.max(0, enqueued.scheduleTime.getTime() - Date.now())),
              );
            }),
          );
        }
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ name }));
      });
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    process.env.CLOUD_TASKS_EMULATOR_HOST = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  beforeEach(() => {
    tasks.length = 0;
    dispatched.length = 0;
    names.clear();
    run = null;
    for (const timer of timers.splice(0)) clearTimeout(timer);
  });

  afterAll(async () => {
    for (const timer of timers.splice(0)) clearTimeout(timer);
    delete process.env.CLOUD_TASKS_EMULATOR_HOST;
    await new Promise<void>((resolve) => server?.close(() => resolve()));
  });

  return {
    tasks,
    dispatched,
    dispatchWith: (dispatch) => {
      run = dispatch;
    },
  };
}
