import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_LABELS, Notification, notificationRole } from './notification';
import { examples, sampleNotifications } from './notification.examples';

describe('notification', () => {
  it.each(Object.entries(examples))('shows the title of the %s example', (_, props) => {
    render(<Notification {...props} />);
    expect(screen.getByText(props.notification.title)).toBeTruthy();
  });

  it('gives each type its own look', () => {
    const classes = (['emergencyBanner', 'floating', 'inline', 'weatherStatus'] as const).map(
      (name) => {
        const { container, unmount } = render(<Notification {...examples[name]} />);
        const className = (container.firstElementChild as HTMLElement).className;
        unmount();
        return className;
      },
    );
    expect(new Set(classes).size).toBe(4);
  });

  it('does not interrupt with an alert for an emergency that was there when the page loaded', () => {
    render(<Notification {...examples.emergencyBanner} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(
      screen.getByRole('heading', {
        level: 2,
        name: 'Emergency Lockdown at Meadowlark High School',
      }),
    ).toBeTruthy();
  });

  it('announces an emergency that arrives while the reader is on the page', () => {
    render(<Notification {...examples.newEmergencyBanner} />);
    expect(screen.getByRole('alert').textContent).toContain('Lockdown at Meadowlark High School');
  });

  it('makes a status notification a polite status region', () => {
    render(<Notification {...examples.weatherStatus} />);
    expect(screen.getByRole('status').textContent).toContain('Schools open on time');
    expect(document.querySelector('svg[data-icon="weather-sun"]')).toBeTruthy();
  });

  it('picks roles by type, importance and whether the notification is new', () => {
    expect(notificationRole({ type: 'status', importance: 'alert' })).toBe('status');
    expect(notificationRole({ type: 'banner', importance: 'alert' }, true)).toBe('alert');
    expect(notificationRole({ type: 'floating', importance: 'info' }, true)).toBe('status');
    expect(notificationRole({ type: 'banner', importance: 'emergency' }, false)).toBeUndefined();
  });

  it('dismisses with a button named after the notification', async () => {
    const onDismiss = vi.fn();
    render(<Notification notification={sampleNotifications.floating} onDismiss={onDismiss} />);
    await userEvent.click(
      screen.getByRole('button', {
        name: 'Dismiss notification: Important notice: new bus routes',
      }),
    );
    expect(onDismiss).toHaveBeenCalledWith(sampleNotifications.floating);
  });

  it('offers no dismiss button for a notification that cannot be dismissed', () => {
    render(<Notification notification={sampleNotifications.alertBanner} onDismiss={() => {}} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the call to action and detail links', () => {
    render(<Notification {...examples.infoBanner} />);
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register');
  });

  it('names the dismiss button in the reader’s language, marked with it', async () => {
    const onDismiss = vi.fn();
    render(
      <Notification
        notification={sampleNotifications.floating}
        onDismiss={onDismiss}
        labels={{
          learnMore: 'Подробнее',
          details: 'Подробности',
          dismiss: (title) => `Скрыть уведомление: ${title}`,
          tone: { ...NOTIFICATION_LABELS.tone, info: 'Уведомление' },
          posted: (time) => `Опубликовано ${time}`,
          statusToday: (status, date) => `${status} сегодня, ${date}`,
          lang: 'ru',
        }}
      />,
    );
    const button = screen.getByRole('button', {
      name: 'Скрыть уведомление: Important notice: new bus routes',
    });
    expect(button.getAttribute('lang')).toBe('ru');
    await userEvent.setup().click(button);
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('tells closed, delayed and open apart by a word and a palette, though two share an importance', () => {
    const look = (name: 'snowStatus' | 'delayStatus' | 'weatherStatus') => {
      const { container, unmount } = render(<Notification {...examples[name]} />);
      const root = container.firstElementChild as HTMLElement;
      const seen = { className: root.className, text: root.textContent ?? '' };
      unmount();
      return seen;
    };
    const closed = look('snowStatus');
    const delayed = look('delayStatus');
    const open = look('weatherStatus');
    expect(closed.text).toMatch(/^Closed /);
    expect(delayed.text).toMatch(/^Delayed /);
    expect(open.text).toMatch(/^Open /);
    expect(new Set([closed.className, delayed.className, open.className]).size).toBe(3);
  });

  it('says the day a status posted today is for, in the labels’ language; only a status does', () => {
    const today = { ...examples.weatherStatus.notification, today: 'Monday, January 12' };
    const { container, unmount } = render(<Notification notification={today} />);
    expect(container.textContent).toMatch(/^Open today, Monday, January 12 Schools open on time/);
    unmount();
    const spanish = render(
      <Notification
        notification={{ ...today, today: 'lunes, 12 de enero' }}
        labels={{
          ...NOTIFICATION_LABELS,
          tone: { ...NOTIFICATION_LABELS.tone, open: 'Abierto' },
          statusToday: (status, date) => `${status} hoy, ${date}`,
        }}
      />,
    );
    expect(spanish.container.textContent).toMatch(/^Abierto hoy, lunes, 12 de enero /);
    spanish.unmount();
    // An earlier day's status has no date of today: its badge is the word alone.
    const earlier = render(<Notification {...examples.weatherStatus} />);
    expect(earlier.container.textContent).toMatch(/^Open Schools open on time/);
    earlier.unmount();
    const banner = { ...examples.emergencyBanner.notification, today: 'Monday, January 12' };
    render(<Notification notification={banner} />);
    expect(document.body.textContent).not.toContain('today');
  });

  it('says when it was posted, with the machine-readable time, and links its details', () => {
    render(<Notification {...examples.snowStatus} />);
    const posted = screen.getByText('Posted Jan 12, 5:05 AM');
    expect(posted.tagName).toBe('TIME');
    expect(posted.getAttribute('datetime')).toBe('2026-01-12T12:05:00Z');
    expect(screen.getByRole('link', { name: 'Closure details' }).getAttribute('href')).toBe(
      '/alerts-and-communication',
    );
  });

  it('shows a floating notice as its title line, the rest behind a disclosure', () => {
    const { container } = render(<Notification {...examples.floating} />);
    const details = container.querySelector('details');
    expect(details?.open).toBe(false);
    expect(details?.querySelector('summary')?.textContent).toBe(
      'Notice Important notice: new bus routes',
    );
    expect(details?.textContent).toContain('All schools and offices are closed');
  });

  it('opens a floating notice from the start when it is an alert', () => {
    const { container } = render(
      <Notification notification={{ ...sampleNotifications.floating, importance: 'alert' }} />,
    );
    expect(container.querySelector('details')?.open).toBe(true);
  });

  it('folds a status notice to its title line when asked, the posted time and links one tap away', () => {
    const { container } = render(
      <Notification notification={sampleNotifications.weatherStatus} folded />,
    );
    const root = container.querySelector('[data-type="status"]');
    // Still the polite status region, with its tone's word on the line.
    expect(root?.getAttribute('role')).toBe('status');
    const details = root?.querySelector('details');
    expect(details?.open).toBe(false);
    expect(details?.querySelector('summary')?.textContent).toBe('Open Schools open on time');
    expect(details?.querySelector('time')?.getAttribute('datetime')).toBe('2026-01-12T12:05:00Z');
  });

  it('keeps a status notice whole unless asked to fold it', () => {
    const { container } = render(<Notification notification={sampleNotifications.weatherStatus} />);
    expect(container.querySelector('details')).toBeNull();
    expect(container.querySelector('[data-folded]')).toBeNull();
  });
});
