import { useId, useMemo, useState, type FormEvent } from 'react';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { fieldClass } from '@/components/ui/field-styles';
import { LoadFailed } from '@/components/ui/LoadFailed';
import { PUSH_DEVICE_NAME_MAX } from '@/config/staff-push';
import type { PushDevice } from '@/domain/push-devices';
import { formatDateTime } from '@/lib/format-date';
import { usePushDevices } from '../api/push-devices';
import { pushCopy, type PushProblem } from './copy';
import { realPushBrowser, type PushBrowser } from './push-browser';

const noticeClass =
  'rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/50 dark:text-amber-100';

/** The problems after which a tap cannot help until something else is done first (install, a key, https). */
const BLOCKING: readonly PushProblem[] = ['not-set-up', 'ios-needs-install', 'unsupported', 'insecure'];

function DeviceRow({
  device,
  isThis,
  busy,
  onTest,
  onRemove,
  onRename,
}: {
  device: PushDevice;
  isThis: boolean;
  busy: boolean;
  onTest: () => void;
  onRemove: () => void;
  onRename: (name: string) => Promise<boolean>;
}) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(device.name);
  const inputId = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await onRename(name)) setEditing(false);
  };
  return (
    <li className="space-y-2 px-4 py-3">
      <div className="flex flex-wrap items-baseline gap-x-2">
        <span className="font-semibold break-all text-slate-900 dark:text-slate-100">{device.name}</span>
        {isThis && (
          <Badge tone="sky" size="sm">
            {pushCopy.thisDevice}
          </Badge>
        )}
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {pushCopy.lastUsed(formatDateTime(device.lastUsedAt))}
        {device.lastPushAt && ` · ${pushCopy.lastPush(formatDateTime(device.lastPushAt))}`}
      </p>
      {editing ? (
        <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="flex-1">
            <label htmlFor={inputId} className="sr-only">
              {pushCopy.renameLabel(device.name)}
            </label>
            <input
              id={inputId}
              className={fieldClass}
              value={name}
              maxLength={PUSH_DEVICE_NAME_MAX}
              onChange={(event) => setName(event.target.value)}
              autoFocus
            />
          </div>
          <Button type="submit" variant="secondary" aria-disabled={busy || undefined}>
            {pushCopy.save}
          </Button>
          <Button variant="ghost" onClick={() => setEditing(false)}>
            {pushCopy.cancel}
          </Button>
        </form>
      ) : (
        <div className="flex flex-wrap gap-2">
          {isThis && (
            <Button variant="secondary" onClick={onTest} aria-disabled={busy || undefined} aria-label={pushCopy.testLabel(device.name)}>
              {pushCopy.sendTest}
            </Button>
          )}
          <Button variant="ghost" onClick={() => setEditing(true)} aria-label={pushCopy.renameButtonLabel(device.name)}>
            {pushCopy.rename}
          </Button>
          <Button variant="ghost" onClick={onRemove} aria-disabled={busy || undefined} aria-label={pushCopy.removeLabel(device.name)}>
            {pushCopy.remove}
          </Button>
        </div>
      )}
    </li>
  );
}

/**
 * 알림 설정 → 이 기기에서 알림 받기: turn on push alerts on this device (the permission prompt only on that tap), and
 * the staff member's devices, each with its name and last use, a test for this one, rename and remove. What this
 * browser cannot do (iOS outside the home screen app, a blocked permission, offline, no key) is said in Korean with
 * what to do. `browser` is the browser's push APIs (tests pass a stand-in).
 */
export function PushDevicesSection({ browser: given }: { browser?: PushBrowser }) {
  const browser = useMemo(() => given ?? realPushBrowser(), [given]);
  const push = usePushDevices(browser);
  const headingId = useId();
  const listId = useId();
  const busy = push.turnOn.pending || push.test.pending || push.remove.pending || push.rename.pending;
  const blocking = push.problem !== null && BLOCKING.includes(push.problem);

  return (
    <section aria-labelledby={headingId} className="mb-10 space-y-4">
      <div>
        <h2 id={headingId} className="text-lg font-bold text-slate-900 dark:text-white">
          {pushCopy.title}
        </h2>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-200">{pushCopy.intro}</p>
      </div>

      {push.setup.data?.kind === 'local' && <p className="text-sm text-slate-700 dark:text-slate-200">{pushCopy.demoNote}</p>}
      {push.problem && <p className={noticeClass}>{pushCopy.problems[push.problem]}</p>}
      {!push.online && <p className={noticeClass}>{pushCopy.problems.offline}</p>}

      {push.listed ? (
        <p role="status" className="font-medium text-emerald-800 dark:text-emerald-200">
          {pushCopy.thisDeviceOn}
        </p>
      ) : (
        !blocking &&
        push.setup.data && (
          <Button onClick={() => !busy && void push.turnOn.run()} aria-disabled={busy || undefined}>
            {push.turnOn.pending ? pushCopy.turningOn : pushCopy.turnOn}
          </Button>
        )
      )}

      <div>
        <h3 id={listId} className="mb-2 font-semibold text-slate-900 dark:text-white">
          {pushCopy.devicesTitle}
        </h3>
        {push.devices.isError ? (
          <LoadFailed message={pushCopy.loadFailed} retryLabel={pushCopy.retry} onRetry={push.retry} />
        ) : push.devices.data === undefined ? (
          <p className="text-slate-700 dark:text-slate-200">{pushCopy.loading}</p>
        ) : push.devices.data.length === 0 ? (
          <p className="rounded-xl border-2 border-dashed border-slate-300 px-4 py-6 text-center text-slate-700 dark:border-slate-700 dark:text-slate-200">
            {pushCopy.noDevices}
          </p>
        ) : (
          <ul
            aria-labelledby={listId}
            className="divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
          >
            {push.devices.data.map((device) => (
              <DeviceRow
                key={`${device.id}-${device.name}`}
                device={device}
                isThis={device.id === push.currentId}
                busy={busy}
                onTest={() => !busy && void push.test.run(device)}
                onRemove={() => !busy && void push.remove.run(device)}
                onRename={(name) => push.rename.run({ device, name })}
              />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
