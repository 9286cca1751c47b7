/**
 * The mistakes real editors make, seeded on a few district pages and messages so the preview's
 * content check and `pnpm content-report` have something to show; every other page stays clean.
 * Each is one axe-core does not flag once the site's safe fixes have run (no empty links, no
 * iframes): the seeded pages keep passing the templates' own accessibility scans, and only the
 * content checker, which reads what editors meant, finds them.
 */
import type { MessageIndexDocument } from '@district/core/entities/message';
import type { Page } from '@district/core/entities/page';
import { DEMO_DISTRICT, DEMO_EXTERNAL_SITES } from './district';

const FILES = DEMO_EXTERNAL_SITES.files;

/** Extra body HTML for district pages, by path: appended after the page's own text. */
export const EDITOR_MISTAKE_PAGES: Readonly<Record<string, string>> = {
  '/food-and-nutrition-services': [
    // An h1 in the body, and a skipped level after it.
    '<h1>Menus and meal times</h1>',
    // A PDF whose link text does not say it is one; an image named by its file name.
    `<p>This month’s menus are ready: <a href="${FILES}/food-and-nutrition/lunch-menu.pdf">lunch menu</a>. <img src="/brand/mvsd-logo.svg" alt="mvsd-logo.svg" width="96" height="96"></p>`,
    '<h4>Meal prices</h4>',
    // A data table without header cells.
    '<table><tbody><tr><td>Breakfast</td><td>Free</td></tr><tr><td>Lunch</td><td>Free</td></tr><tr><td>Adult lunch</td><td>$5.25</td></tr></tbody></table>',
    // A vague link.
    '<p>To apply for meal benefits, <a href="/food-and-nutrition-services/free-and-reduced">click here</a>.</p>',
  ].join('\n'),
  '/board-of-education/board-policies': [
    // Colour-only instructions, and an image without alternative text.
    '<p>Policies shown in red were revised this school year. <img src="/brand/mvsd-logo.svg" width="96" height="96"></p>',
    // A bare URL as link text.
    `<p>The full policy manual is on BoardDocs: <a href="${DEMO_EXTERNAL_SITES.boardDocuments}/policies">${DEMO_EXTERNAL_SITES.boardDocuments}/policies</a></p>`,
  ].join('\n'),
};

/** Extra body HTML for messages, by title: a message placed on a page and an announcement. */
export const EDITOR_MISTAKE_MESSAGES: Readonly<Record<string, string>> = {
  // Placed on /food-and-nutrition-services.
  'Complete your meal benefits application': [
    // A long passage in capitals, and a paragraph in Spanish not marked as Spanish.
    '<p>PLEASE RETURN YOUR APPLICATION BY OCTOBER 15 EVEN IF YOUR CHILD ALREADY EATS FOR FREE.</p>',
    '<p>Las solicitudes están disponibles en la oficina de su escuela y en el sitio web del distrito, en español y en otros idiomas.</p>',
  ].join('\n'),
  'School choice round one closes January 15': [
    // Colour-only instructions and a "read more" link that opens a new window.
    '<p>Choose up to three schools, then press the green button to send your application.</p>',
    '<p><a href="/school-choice" target="_blank">Read more</a></p>',
  ].join('\n'),
};

/** The district's pages with the seeded mistakes appended to their bodies. */
export function withEditorMistakes(pages: readonly Page[]): Page[] {
  return pages.map((page) => {
    const extra = EDITOR_MISTAKE_PAGES[page.path.path];
    if (!extra || page.ownerOrganizationId !== DEMO_DISTRICT.organizationId) return page;
    const messages = page.messages.map((placed) => {
      const more = EDITOR_MISTAKE_MESSAGES[placed.message.title];
      return more
        ? {
            ...placed,
            message: { ...placed.message, bodyHtml: `${placed.message.bodyHtml ?? ''}\n${more}` },
          }
        : placed;
    });
    return { ...page, bodyHtml: `${page.bodyHtml ?? ''}\n${extra}`, messages };
  });
}

/** The message documents with the seeded mistakes appended to their bodies. */
export function messagesWithEditorMistakes(
  messages: readonly MessageIndexDocument[],
): MessageIndexDocument[] {
  return messages.map((message) => {
    const more = EDITOR_MISTAKE_MESSAGES[message.title];
    return more ? { ...message, bodyHtml: `${message.bodyHtml ?? ''}\n${more}` } : message;
  });
}
