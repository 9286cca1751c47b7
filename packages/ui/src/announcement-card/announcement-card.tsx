import { MessageCard, type MessageCardProps } from '../card/message-card';

/** Props of {@link AnnouncementCard}; `url` is `/announcements/{slug}`. */
export type AnnouncementCardProps = MessageCardProps;

/** An announcement in a feed: title link over the whole card, date, summary. */
export function AnnouncementCard(props: AnnouncementCardProps) {
  return <MessageCard {...props} />;
}
