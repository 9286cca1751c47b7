import type { DisplayRule } from '../entities/configuration';
import type { Message } from '../entities/message';
import type { Notification } from '../entities/notification';
import { CALL_TO_ACTION, DETAIL_LINK, linksOfType } from '../messages/render';
import { DEFAULT_DISPLAY_RULES } from './default-display-rules';
import { applyDisplayRules } from './display-rules';

/**
 * Derives a notification from a message (docs/behaviour.md#entity-notification): description from
 * `summary`, start/end from publish/expire, the first call to action and detail link, dismissible
 * by default; then the display rules set importance, icon, colour and type.
 */
export function notificationFromMessage(
  message: Message,
  rules: readonly DisplayRule[] = DEFAULT_DISPLAY_RULES,
): Notification {
  const callToAction = linksOfType(message.links, CALL_TO_ACTION)[0];
  const detail = linksOfType(message.links, DETAIL_LINK)[0];
  const base: Notification = {
    id: message.id,
    title: message.title,
    description: message.summary,
    startDateTime: message.publishDateTime,
    endDateTime: message.expireDateTime,
    categories: message.categories,
    tags: message.tags,
    icon: null,
    callToActionUrl: callToAction?.url ?? null,
    callToActionLabel: callToAction ? (callToAction.title ?? '') : null,
    dismissible: true,
    color: null,
    detailLinkUrl: detail?.url ?? null,
    detailLinkLabel: detail ? (detail.title ?? '') : null,
    importance: 'info',
    type: 'floating',
  };
  return applyDisplayRules(base, rules);
}
