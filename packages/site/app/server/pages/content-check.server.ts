/** Preview's content check: findings in a page's body and messages, elements at fault marked. */
import type { RenderedMessage } from '@district/core/messages/render';
import {
  checkCmsHtml,
  type MarkedFinding,
  UNDER_MESSAGE_HEADING,
  UNDER_PAGE_TITLE,
} from './sanitize.server';

/** The findings of one piece of content: the page's body or one message. */
export interface ContentCheckSection {
  kind: 'page' | 'message';
  /** The page's title or the message's heading. */
  title: string;
  findings: MarkedFinding[];
}

/** What the preview panel shows. */
export interface ContentCheckReport {
  sections: ContentCheckSection[];
}

// One counter for the whole page, so ids stay unique across the body and every message.
function idPrefix(n: number): string {
  return `check-${n}-`;
}

/** Checks a CMS page's body and its (placeholder-rendered) messages. */
export function checkPageContent(
  page: { title: string; bodyHtml: string | null },
  messages: readonly Pick<RenderedMessage, 'id' | 'heading' | 'bodyContent'>[],
): { report: ContentCheckReport; pageHtml: string; messageHtml: Map<string, string> } {
  const body = checkCmsHtml(
    { html: page.bodyHtml, title: page.title, ...UNDER_PAGE_TITLE },
    idPrefix(0),
  );
  const messageHtml = new Map<string, string>();
  const sections: ContentCheckSection[] = [
    { kind: 'page', title: page.title, findings: body.findings },
  ];
  messages.forEach((message, i) => {
    const checked = checkCmsHtml(
      { html: message.bodyContent, title: message.heading, ...UNDER_MESSAGE_HEADING },
      idPrefix(i + 1),
    );
    messageHtml.set(message.id, checked.html);
    sections.push({ kind: 'message', title: message.heading, findings: checked.findings });
  });
  return { report: { sections }, pageHtml: body.html, messageHtml };
}

/** Checks a message shown on its own page (under the page's h1). */
export function checkMessageContent(message: Pick<RenderedMessage, 'heading' | 'bodyContent'>): {
  report: ContentCheckReport;
  html: string;
} {
  const checked = checkCmsHtml(
    { html: message.bodyContent, title: message.heading, ...UNDER_PAGE_TITLE },
    idPrefix(0),
  );
  return {
    report: { sections: [{ kind: 'message', title: message.heading, findings: checked.findings }] },
    html: checked.html,
  };
}
