import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '@/domain/errors';
import { deviceNameOf, pushDeviceId, type PushDevice, type PushDeviceInput, type PushSetup } from '@/domain/push-devices';
import { useAdminMutation } from '@/lib/server-state/use-admin-mutation';
import { pushBackend } from '../notifications-service';
import { pushCopy, type PushProblem } from '../push/copy';
import {
  demoSubscription,
  forgetDemoSubscription,
  keyBytes,
  pushProblemOf,
  PushSetupError,
  subscriptionInputOf,
  type PushBrowser,
} from '../push/push-browser';

/** How this backend pushes (read once: it does not change while the app runs). */
const pushSetupKey = ['pushSetup'] as const;
/** The staff member's push devices; every change reads them again. */
const pushDevicesKey = ['pushDevices'] as const;
const TOAST_SOURCE = 'push-devices';

/** The failure alert: a PushSetupError's own message (what to do), else the backend's. */
const failureOf = (wrap: (reason: string) => string) => (error: unknown) =>
  error instanceof PushSetupError ? pushCopy.problems[error.problem] : wrap(errorMessage(error));

/** Whether the browser says it is online, following its online and offline events. */
function useOnline(browser: PushBrowser): boolean {
  const [online, setOnline] = useState(browser.online);
  useEffect(() => {
    const update = () => setOnline(browser.online());
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, [browser]);
  return online;
}

/** This browser's subscription as the port takes it, if it has one (never prompts, never subscribes). */
async function currentSubscription(browser: PushBrowser, setup: PushSetup): Promise<PushDeviceInput | null> {
  const name = deviceNameOf(browser.userAgent);
  if (setup.kind === 'local') return demoSubscription(browser, name, false);
  if (setup.kind !== 'web-push' || !browser.canPush) return null;
  const subscription = await (await browser.existingRegistration())?.pushManager.getSubscription();
  return subscription ? subscriptionInputOf(subscription, name) : null;
}

/**
 * 이 기기에서 알림 받기: the backend's way of pushing, the staff member's devices, which of them is this browser, and
 * the four things staff do (turn on here, test, rename, remove). The permission prompt comes only from turnOn, i.e.
 * a tap. Opening the page on a device already listed counts as its use (its lastUsedAt and keys are renewed).
 */
export function usePushDevices(browser: PushBrowser) {
  const setup = useQuery({ queryKey: pushSetupKey, queryFn: async () => (await pushBackend()).getPushSetup(), staleTime: Infinity });
  const devices = useQuery({ queryKey: pushDevicesKey, queryFn: async () => (await pushBackend()).listPushDevices() });
  const online = useOnline(browser);
  const [current, setCurrent] = useState<PushDeviceInput | null>(null);
  const currentId = current ? pushDeviceId(current.endpoint) : null;

  const setupData = setup.data;
  useEffect(() => {
    if (!setupData) return;
    let live = true;
    currentSubscription(browser, setupData).then(
      (found) => live && setCurrent(found),
      () => live && setCurrent(null),
    );
    return () => {
      live = false;
    };
  }, [browser, setupData]);

  // A device already listed: its use now (once per page view), and its keys if the browser renewed them.
  const listed = !!currentId && !!devices.data?.some((device) => device.id === currentId);
  const refetch = devices.refetch;
  useEffect(() => {
    if (!listed || !current || browser.permission() !== 'granted') return;
    void pushBackend()
      .then((backend) => backend.savePushDevice(current))
      .then(() => refetch())
      .catch(() => {});
    // Once per subscription found, not on every list change.
  }, [listed, current, browser, refetch]);

  const problem: PushProblem | null = setupData?.kind === 'not-set-up' ? 'not-set-up' : pushProblemOf(browser);

  const turnOn = useAdminMutation<void, PushDevice>({
    label: 'Failed to turn on push alerts on this device',
    mutate: async () => {
      if (!browser.online()) throw new PushSetupError('offline');
      const known = setupData ?? (await (await pushBackend()).getPushSetup());
      if (known.kind === 'not-set-up') throw new PushSetupError('not-set-up');
      const blocked = pushProblemOf(browser);
      if (blocked) throw new PushSetupError(blocked);
      const permission = browser.permission() === 'granted' ? 'granted' : await browser.requestPermission();
      if (permission === 'denied') throw new PushSetupError('denied');
      if (permission !== 'granted') throw new PushSetupError('dismissed');
      const registration = await browser.registration().catch(() => {
        throw new PushSetupError('failed');
      });
      const name = deviceNameOf(browser.userAgent);
      let input: PushDeviceInput | null;
      if (known.kind === 'local') input = demoSubscription(browser, name, true);
      else {
        const subscription = await registration.pushManager
          .getSubscription()
          .then(
            (existing) =>
              existing ?? registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(known.publicKey) }),
          )
          .catch(() => {
            throw new PushSetupError(browser.online() ? 'failed' : 'offline');
          });
        input = subscriptionInputOf(subscription, name);
      }
      if (!input) throw new PushSetupError('failed');
      const saved = await (await pushBackend()).savePushDevice(input);
      setCurrent(input);
      return saved;
    },
    success: () => pushCopy.turnedOn,
    failure: failureOf(pushCopy.saveFailed),
    invalidates: [pushDevicesKey],
    toastSource: TOAST_SOURCE,
  });

  const test = useAdminMutation<PushDevice, 'sent-by-server' | 'show-here'>({
    label: 'Failed to send a test push',
    mutate: async (device) => {
      const delivery = await (await pushBackend()).requestTestPush(device.id);
      if (delivery === 'show-here') {
        const registration = await browser.existingRegistration();
        if (!registration || browser.permission() !== 'granted')
          throw new PushSetupError(browser.permission() === 'denied' ? 'denied' : 'failed');
        await registration.showNotification(pushCopy.demoTestTitle, {
          body: pushCopy.demoTestBody,
          tag: 'push-test',
          lang: 'ko',
          icon: '/admin-icon-192.png',
        });
      }
      return delivery;
    },
    success: (_, delivery) => (delivery === 'show-here' ? pushCopy.testShownDemo : pushCopy.testSent),
    failure: failureOf(pushCopy.testFailed),
    invalidates: [pushDevicesKey],
    toastSource: TOAST_SOURCE,
  });

  const remove = useAdminMutation<PushDevice>({
    label: 'Failed to remove a push device',
    mutate: async (device) => {
      await (await pushBackend()).removePushDevice(device.id);
      if (device.id !== currentId) return;
      // This browser: its subscription goes too, so nothing is left that a push service could still deliver to.
      if (setupData?.kind === 'local') forgetDemoSubscription(browser);
      else await (await browser.existingRegistration())?.pushManager.getSubscription().then((subscription) => subscription?.unsubscribe());
      setCurrent(null);
    },
    success: (device) => pushCopy.removed(device.name),
    failure: failureOf(pushCopy.removeFailed),
    invalidates: [pushDevicesKey],
    toastSource: TOAST_SOURCE,
  });

  const rename = useAdminMutation<{ device: PushDevice; name: string }>({
    label: 'Failed to rename a push device',
    mutate: async ({ device, name }) => (await pushBackend()).renamePushDevice(device.id, name),
    success: () => pushCopy.renamed,
    failure: failureOf(pushCopy.saveFailed),
    invalidates: [pushDevicesKey],
    toastSource: TOAST_SOURCE,
  });

  const retry = useCallback(() => void devices.refetch(), [devices]);

  return { setup, devices, online, problem, currentId, listed, turnOn, test, remove, rename, retry };
}
