/** The only message status that is ever shown (docs/behaviour.md#message-visibility). */
export const PUBLISHED_STATUS = 'Published';

/** The fields visibility depends on. */
export interface VisibilityFields {
  status: string;
  publishDateTime: string;
  expireDateTime: string | null;
}

/**
 * Whether a message is shown at `now` (docs/behaviour.md#message-visibility): status `Published`,
 * `publishDateTime` at or before now, and `expireDateTime` null or later than now. An unparsable
 * date hides the message.
 */
export function isMessageVisible(message: VisibilityFields, now: Date): boolean {
  if (message.status !== PUBLISHED_STATUS) return false;
  const publish = Date.parse(message.publishDateTime);
  if (Number.isNaN(publish) || publish > now.getTime()) return false;
  if (message.expireDateTime === null) return true;
  const expire = Date.parse(message.expireDateTime);
  return !Number.isNaN(expire) && expire > now.getTime();
}

/** The messages shown at `now`, in their original order. */
export function visibleMessages<T extends VisibilityFields>(
  messages: readonly T[],
  now: Date,
): T[] {
  return messages.filter((message) => isMessageVisible(message, now));
}
