/**
 * The browser side of push alerts (docs/alerts.md#the-alerts-page): permission, service worker,
 * VAPID subscription, then the post with the family's choices. Runs only on a click.
 */

/** What the family chose on the page. */
export interface AlertChoicesInput {
  organizations: string[];
  language: string;
  topics: string;
}

/** How turning on push ended. */
export type PushOutcome =
  | { outcome: 'done'; manage: string }
  | { outcome: 'denied' | 'unsupported' | 'failed' };

/** Whether this browser can receive web push at all (iOS only from a home-screen app). */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** An iPhone or iPad browsing in Safari's tab (not the home-screen app), where push is not offered. */
export function isIosBrowserTab(): boolean {
  const ios =
    /iPad|iPhone|iPod/.test(navigator.userAgent) ||
    (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
  return ios && !window.matchMedia('(display-mode: standalone)').matches;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Subscribes this device and tells the site; never throws. */
export async function subscribeThisDevice(choices: AlertChoicesInput): Promise<PushOutcome> {
  if (!pushSupported()) return { outcome: 'unsupported' };
  try {
    const permission = await Notification.requestPermission();
    if (permission !== 'granted') return { outcome: 'denied' };
    await navigator.serviceWorker.register('/alerts-sw.js', { scope: '/' });
    const registration = await navigator.serviceWorker.ready;
    const keyAnswer = await fetch('/api/alerts/push-key', {
      headers: { accept: 'application/json' },
    });
    if (!keyAnswer.ok) return { outcome: 'failed' };
    const { publicKey } = (await keyAnswer.json()) as { publicKey: string };
    const options = { userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) };
    let subscription: PushSubscription;
    try {
      subscription = await registration.pushManager.subscribe(options);
    } catch {
      // A subscription made with another key (the site's keys changed) blocks a new one.
      await (await registration.pushManager.getSubscription())?.unsubscribe();
      subscription = await registration.pushManager.subscribe(options);
    }
    const answer = await fetch('/api/alerts/subscriptions', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ push: subscription.toJSON(), ...choices }),
    });
    if (answer.status !== 201) return { outcome: 'failed' };
    const { manage } = (await answer.json()) as { manage: string };
    return { outcome: 'done', manage };
  } catch {
    return { outcome: 'failed' };
  }
}
