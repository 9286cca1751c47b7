import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StoryCard } from './story-card';
import { examples } from './story-card.examples';

describe('story card', () => {
  it.each(Object.entries(examples))('renders the %s example with a title link', (_, props) => {
    render(<StoryCard {...props} />);
    expect(screen.getByRole('link', { name: props.title }).getAttribute('href')).toBe(props.url);
  });

  it('describes its image and reserves its space', () => {
    render(<StoryCard {...examples.withImage} />);
    const image = screen.getByRole('img', { name: 'Students holding a trophy beside their robot' });
    expect(image.getAttribute('width')).toBe('640');
    expect(image.getAttribute('loading')).toBe('lazy');
  });
});
