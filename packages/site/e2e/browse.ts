import { expect, type Page } from '@playwright/test';

/**
 * Opens a page and waits until React has hydrated it: the header's toggles become buttons with
 * `aria-expanded` only once the client has taken over (before, they are `<details>`).
 */
export async function openHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('header button[aria-controls]').first()).toBeVisible();
}

/**
 * The errors the page reports from now on, as they come: its console's (React's hydration
 * mismatches among them) and uncaught exceptions.
 */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Widths of the four layouts: phone, then the sm (768), md (1024) and desktop breakpoints. */
export const WIDTHS = { phone: 390, sm: 768, md: 1024, desktop: 1280 } as const;

/** Resizes the viewport, keeping a phone-like or desktop-like height. */
export async function setWidth(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
}
