import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FEED_ICONS, MENU_ICONS, NOTIFICATION_ICONS } from '@district/core/constants';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ICON_NAMES, Icon, isIconName } from './icon';
import { examples } from './icon.examples';
import spriteUrl from './icons.svg?url';

describe('icon', () => {
  it('draws every menu, feed and notification icon docs/behaviour.md#icons names', () => {
    for (const name of [...MENU_ICONS, ...FEED_ICONS, ...NOTIFICATION_ICONS]) {
      expect(isIconName(name), name).toBe(true);
    }
  });

  it('draws the utility icons the chrome uses', () => {
    for (const name of [
      'menu',
      'close',
      'search',
      'chevron',
      'external',
      'globe',
      'alert',
      'check',
    ]) {
      expect(isIconName(name), name).toBe(true);
    }
  });

  it('is hidden from assistive technology by default', () => {
    const { container } = render(<Icon {...examples.decorative} />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('focusable')).toBe('false');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('is an image named by its label when it stands alone', () => {
    render(<Icon {...examples.labelled} />);
    expect(screen.getByRole('img', { name: 'Facebook' })).toBeTruthy();
  });

  it('draws each name from a shape of the sprite, and the sprite has no shape without a name', () => {
    const sprite = readFileSync(path.join(__dirname, 'icons.svg'), 'utf8');
    const symbols = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">/g)].map(
      (match) => match[1],
    );
    expect([...symbols].sort()).toEqual([...ICON_NAMES].sort());
    const { container } = render(<Icon name="calendar" />);
    expect(container.querySelector('use')?.getAttribute('href')).toBe(`${spriteUrl}#calendar`);
    // A file, as in the site's build: browsers do not resolve <use> into data: URLs.
    expect(spriteUrl).toMatch(/icons\.svg$/);
  });

  it('renders nothing for a name it cannot draw', () => {
    const { container } = render(<Icon name="unicorn" />);
    expect(container.innerHTML).toBe('');
  });
});
