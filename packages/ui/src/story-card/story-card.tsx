import * as card from '../card/card.css';
import { MessageCard, type MessageCardProps } from '../card/message-card';

/** Props of {@link StoryCard}; `url` is `/stories/{slug}`. */
export interface StoryCardProps extends MessageCardProps {
  imageUrl?: string | null;
  /** Empty when the image only decorates. */
  imageAlt?: string;
}

/** A story in a feed: image, title link over the whole card, date, summary. */
export function StoryCard({ imageUrl, imageAlt = '', ...message }: StoryCardProps) {
  return (
    <MessageCard
      {...message}
      image={
        imageUrl ? (
          <img
            className={card.image}
            src={imageUrl}
            alt={imageAlt}
            loading="lazy"
            width={640}
            height={360}
          />
        ) : null
      }
    />
  );
}
