import { dismissedReducer } from '@district/core/notifications/dismissed';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useReducer } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { NotificationContent } from '../notification/notification';
import { sampleNotifications } from '../notification/notification.examples';
import { NotificationsArea, normalDay, toggleAllLabel } from './notifications-area';
import { examples } from './notifications-area.examples';

const loaded = [
  sampleNotifications.floating,
  { ...sampleNotifications.floating, id: 'floating-2', title: 'Picture day is Thursday' },
  sampleNotifications.infoBanner,
] as NotificationContent[];

/** The area wired to core's reducer, as the site wires it. */
function Wired({ initial = [] as string[] }) {
  const [state, dispatch] = useReducer(dismissedReducer, { dismissedIds: initial });
  return (
    <NotificationsArea
      notifications={loaded}
      dismissedIds={state.dismissedIds}
      onDismiss={(notification) =>
        dispatch({ type: 'dismiss', notification: notification as never })
      }
      onToggleAll={() =>
        dispatch({
          type: 'toggle-all',
          loaded: loaded.map(({ id, type, dismissible }) => ({ id, type, dismissible })),
        })
      }
    />
  );
}

describe('notifications area', () => {
  it.each(Object.entries(examples))(
    'renders the %s example as a region named Notifications',
    (_, props) => {
      render(<NotificationsArea {...props} />);
      expect(screen.getByRole('region', { name: 'Notifications' })).toBeTruthy();
    },
  );

  it('leaves dismissed notifications out', () => {
    render(<NotificationsArea {...examples.twoDismissed} />);
    expect(screen.queryByText('Important notice: new bus routes')).toBeNull();
    expect(screen.getByText('Two-hour delay')).toBeTruthy();
  });

  it('shows the dismissed count on the toggle-all button', () => {
    render(<NotificationsArea {...examples.twoDismissed} />);
    expect(screen.getByRole('button', { name: 'Show dismissed notifications (2)' })).toBeTruthy();
  });

  it('renders server-side without dismiss or toggle buttons, which need JavaScript', () => {
    const html = renderToString(<NotificationsArea {...examples.noneDismissed} />);
    expect(html).toContain('Lockdown at Meadowlark High School');
    expect(html).not.toContain('<button');
  });

  it('announces only notifications that arrived after the page loaded', () => {
    render(<NotificationsArea {...examples.newEmergency} />);
    expect(screen.getByRole('alert').textContent).toContain('Lockdown');
  });

  it('dismisses one, counts it, and moves focus to the toggle-all button', async () => {
    const user = userEvent.setup();
    render(<Wired />);
    expect(screen.getByRole('button', { name: 'Hide 2 notices' })).toBeTruthy();
    await user.click(
      screen.getByRole('button', { name: 'Dismiss notification: Picture day is Thursday' }),
    );
    expect(screen.queryByText('Picture day is Thursday')).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Show dismissed notifications (1)' });
    expect(document.activeElement).toBe(toggle);
  });

  it('toggles all: hides every floating notification, then shows them all again', async () => {
    const user = userEvent.setup();
    render(<Wired />);
    await user.click(screen.getByRole('button', { name: 'Hide 2 notices' }));
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(within(region).queryByText('Important notice: new bus routes')).toBeNull();
    expect(within(region).getByText('Registration opens Monday')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show dismissed notifications (2)' }));
    expect(within(region).getByText('Important notice: new bus routes')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hide 2 notices' })).toBeTruthy();
  });

  it('labels the toggle by what it will do', () => {
    expect(toggleAllLabel(3, 0)).toBe('Show dismissed notifications (3)');
    expect(toggleAllLabel(0, 2)).toBe('Hide 2 notices');
    expect(toggleAllLabel(0, 0)).toBeNull();
  });

  it('speaks the reader’s language, and marks it inside notifications left in English', () => {
    const spanish = {
      showDismissed: (count: number) => `Mostrar notificaciones descartadas (${count})`,
      hideAll: (count: number) => `Ocultar ${count} avisos`,
      dismiss: (title: string) => `Descartar notificación: ${title}`,
      tone: {
        closed: 'Cerrado',
        delayed: 'Retraso',
        open: 'Abierto',
        emergency: 'Emergencia',
        alert: 'Alerta',
        success: 'Novedad',
        info: 'Aviso',
      },
      posted: (time: string) => `Publicado ${time}`,
      statusToday: (status: string, date: string) => `${status} hoy, ${date}`,
      learnMore: 'Más información',
      details: 'Detalles',
      lang: 'es',
    };
    const withLinks = [
      { ...loaded[0], callToActionUrl: '/bus-routes', detailLinkUrl: '/transportation' },
      loaded[1],
    ] as NotificationContent[];
    render(
      <div lang="en">
        <NotificationsArea
          notifications={withLinks}
          dismissedIds={[]}
          labels={spanish}
          label="Notificaciones"
          onToggleAll={() => {}}
          dismissAction="/notifications/dismiss"
          onDismiss={() => {}}
        />
      </div>,
    );
    const region = screen.getByRole('region', { name: 'Notificaciones' });
    const toggle = within(region).getByRole('button', { name: 'Ocultar 2 avisos' });
    expect(toggle.getAttribute('lang')).toBe('es');
    const dismiss = within(region).getByRole('button', {
      name: 'Descartar notificación: Picture day is Thursday',
    });
    expect(dismiss.getAttribute('lang')).toBe('es');
    expect(within(region).getByRole('link', { name: 'Más información' }).getAttribute('lang')).toBe(
      'es',
    );
    expect(within(region).getByRole('link', { name: 'Detalles' }).getAttribute('lang')).toBe('es');
    // The notifications' own words keep the language of the content around them.
    expect(within(region).getByText('Important notice: new bus routes').closest('[lang]')).toBe(
      region.parentElement,
    );
    expect(within(region).getAllByText('Aviso')[0]?.getAttribute('lang')).toBe('es');
    expect(region.textContent).not.toMatch(/Hide \d+ notices?|Learn more|Details|Notice/);
  });
});

describe('the order of the notices', () => {
  it('puts the day’s status first, then the most serious', () => {
    const notice = (
      id: string,
      type: NotificationContent['type'],
      importance: NotificationContent['importance'],
      tags: string[] = [],
    ) => ({
      ...sampleNotifications.floating,
      id,
      title: id,
      description: null,
      type,
      importance,
      tags,
    });
    const shown = [
      notice('info banner', 'banner', 'info'),
      notice('open', 'status', 'success', ['Weather Status Normal']),
      notice('alert banner', 'banner', 'alert'),
      notice('emergency banner', 'banner', 'emergency'),
      notice('delayed', 'status', 'alert', ['Weather Status Delayed']),
      notice('closed', 'status', 'alert', ['Weather Status Closed']),
    ];
    render(<NotificationsArea notifications={shown} dismissedIds={[]} />);
    const titles = screen
      .getAllByRole('listitem')
      .map((item) => item.textContent?.replace(/^\S+ /, ''));
    expect(titles).toEqual([
      'closed',
      'delayed',
      'open',
      'emergency banner',
      'alert banner',
      'info banner',
    ]);
  });
});

describe('a poll that brings the same notices', () => {
  it('changes nothing on the page, so a live region has nothing to read again', async () => {
    const shown = [
      sampleNotifications.snowStatus,
      sampleNotifications.emergencyBanner,
      sampleNotifications.floating,
    ] as NotificationContent[];
    const { container, rerender } = render(
      <NotificationsArea notifications={shown} dismissedIds={[]} />,
    );
    const records: MutationRecord[] = [];
    const observer = new MutationObserver((found) => records.push(...found));
    observer.observe(container, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
    // The poll's answer: equal notices, new objects.
    rerender(<NotificationsArea notifications={structuredClone(shown)} dismissedIds={[]} />);
    await Promise.resolve();
    records.push(...observer.takeRecords());
    observer.disconnect();
    expect(records).toEqual([]);
    expect(screen.getByRole('status').textContent).toContain('Schools closed: snow');
  });

  it('folds a normal day’s open status to its line, and keeps it whole beside a closure or delay', () => {
    const { weatherStatus, snowStatus, delayStatus, floating, alertBanner } = sampleNotifications;
    const folded = (notifications: NotificationContent[]) => {
      const { container, unmount } = render(
        <NotificationsArea notifications={notifications} dismissedIds={[]} />,
      );
      const open = container.querySelector('[data-tone="open"]');
      const result = [open?.hasAttribute('data-folded'), open?.querySelector('details') !== null];
      unmount();
      return result;
    };
    expect(normalDay([weatherStatus, floating])).toBe(true);
    expect(folded([weatherStatus, floating])).toEqual([true, true]);
    for (const serious of [snowStatus, delayStatus, alertBanner]) {
      expect(normalDay([weatherStatus, serious])).toBe(false);
      expect(folded([weatherStatus, serious])).toEqual([false, false]);
    }
    // Once the closure is dismissed, the day reads as a normal one again.
    const { container } = render(
      <NotificationsArea
        notifications={[weatherStatus, { ...alertBanner, dismissible: true }]}
        dismissedIds={[alertBanner.id]}
      />,
    );
    expect(container.querySelector('[data-tone="open"]')?.hasAttribute('data-folded')).toBe(true);
  });

  it('never folds a closure, even alone', () => {
    const { container } = render(
      <NotificationsArea notifications={[sampleNotifications.snowStatus]} dismissedIds={[]} />,
    );
    const closed = container.querySelector('[data-tone="closed"]');
    expect(closed?.querySelector('details')).toBeNull();
    expect(closed?.textContent).toContain('Closure details');
  });
});
