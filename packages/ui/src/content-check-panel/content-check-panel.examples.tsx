import type { ContentCheckPanelProps } from './content-check-panel';

/** Named examples of {@link ContentCheckPanel}. */
export const examples = {
  clean: { sections: [{ kind: 'page', title: 'Food and Nutrition Services', findings: [] }] },
  withFindings: {
    sections: [
      {
        kind: 'page',
        title: 'Board Policies',
        findings: [
          {
            severity: 'error',
            criterion: '1.3.1',
            problem: 'This is a Heading 1, but the page title is already the page’s main heading.',
            fix: 'Use Heading 2 for the main sections of your text.',
            fixedOnPublish: true,
            element: { tag: 'h1', index: 0, excerpt: 'Policy updates' },
            target: 'check-0-1',
          },
          {
            severity: 'warning',
            criterion: '2.4.4',
            problem: '“click here” does not say where the link goes.',
            fix: 'Use words that name the destination.',
            fixedOnPublish: false,
            element: { tag: 'a', index: 2, excerpt: 'click here' },
            target: 'check-0-2',
          },
        ],
      },
      {
        kind: 'message',
        title: 'Menus for October',
        findings: [
          {
            severity: 'advice',
            criterion: '1.4.8',
            problem: 'This passage is written in capitals.',
            fix: 'Write it in ordinary sentence case.',
            fixedOnPublish: false,
            element: { tag: 'p', index: 1, excerpt: 'ALL FORMS ARE DUE FRIDAY' },
            target: 'check-1-1',
          },
        ],
      },
      { kind: 'message', title: 'A clean message', findings: [] },
    ],
  },
} satisfies Record<string, ContentCheckPanelProps>;
