import type { NotificationContent, NotificationProps } from './notification';

const base: NotificationContent = {
  id: 'n-1',
  title: 'Schools closed today',
  description: 'All schools and offices are closed due to snow. Stay safe.',
  icon: null,
  importance: 'info',
  type: 'floating',
  dismissible: true,
  callToActionUrl: null,
  callToActionLabel: null,
  detailLinkUrl: null,
  detailLinkLabel: null,
};

/** Sample notifications, one per look. */
export const sampleNotifications = {
  emergencyBanner: {
    ...base,
    id: 'emergency',
    title: 'Lockdown at Meadowlark High School',
    type: 'banner',
    importance: 'emergency',
    description: 'Students are safe. Do not come to the school.',
    detailLinkUrl: '/safety-and-security',
    detailLinkLabel: 'What families should do',
  },
  alertBanner: {
    ...base,
    id: 'alert',
    title: 'Two-hour delay',
    type: 'banner',
    importance: 'alert',
    dismissible: false,
  },
  infoBanner: {
    ...base,
    id: 'info',
    title: 'Registration opens Monday',
    type: 'banner',
    importance: 'info',
    callToActionUrl: '/register',
    callToActionLabel: 'Register',
  },
  floating: {
    ...base,
    id: 'floating',
    title: 'Important notice: new bus routes',
    type: 'floating',
    importance: 'info',
  },
  inline: {
    ...base,
    id: 'inline',
    title: 'This form closes on Friday',
    type: 'inline',
    importance: 'alert',
    description: null,
  },
  weatherStatus: {
    ...base,
    id: 'weather',
    title: 'Schools open on time',
    type: 'status',
    importance: 'success',
    icon: 'weather-sun',
    description: null,
    dismissible: false,
  },
  snowStatus: {
    ...base,
    id: 'snow',
    title: 'Schools closed: snow',
    type: 'status',
    importance: 'alert',
    icon: 'weather-snow',
    description: null,
    dismissible: false,
  },
} satisfies Record<string, NotificationContent>;

/** Named examples of {@link Notification}. */
export const examples = {
  emergencyBanner: { notification: sampleNotifications.emergencyBanner },
  newEmergencyBanner: { notification: sampleNotifications.emergencyBanner, announce: true },
  alertBanner: { notification: sampleNotifications.alertBanner },
  infoBanner: { notification: sampleNotifications.infoBanner },
  floating: { notification: sampleNotifications.floating, onDismiss: () => {} },
  inline: { notification: sampleNotifications.inline },
  weatherStatus: { notification: sampleNotifications.weatherStatus },
  snowStatus: { notification: sampleNotifications.snowStatus },
} satisfies Record<string, NotificationProps>;
