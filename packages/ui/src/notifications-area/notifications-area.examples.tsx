import { sampleNotifications } from '../notification/notification.examples';
import type { NotificationsAreaProps } from './notifications-area';

const all = Object.values(sampleNotifications);

/** Named examples of {@link NotificationsArea}. */
export const examples = {
  noneDismissed: {
    notifications: all,
    dismissedIds: [],
    onDismiss: () => {},
    onToggleAll: () => {},
  },
  twoDismissed: {
    notifications: all,
    dismissedIds: ['floating', 'info'],
    onDismiss: () => {},
    onToggleAll: () => {},
  },
  newEmergency: {
    notifications: [sampleNotifications.emergencyBanner],
    dismissedIds: [],
    announceIds: ['emergency'],
  },
} satisfies Record<string, NotificationsAreaProps>;
