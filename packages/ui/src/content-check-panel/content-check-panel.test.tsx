import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContentCheckPanel, elementName } from './content-check-panel';
import { examples } from './content-check-panel.examples';

describe('content check panel', () => {
  it('says so when the content has no problem', () => {
    render(<ContentCheckPanel {...examples.clean} />);
    const region = screen.getByRole('region', {
      name: 'Accessibility check of this page’s content',
    });
    expect(
      within(region).getByText('No accessibility problems found in this page’s content.'),
    ).toBeTruthy();
    expect(within(region).queryAllByRole('listitem')).toHaveLength(0);
  });

  it('lists each finding under its content, linking to the element it is about', () => {
    render(<ContentCheckPanel {...examples.withFindings} />);
    const region = screen.getByRole('region', {
      name: 'Accessibility check of this page’s content',
    });
    expect(
      within(region).getByText(/^3 problems found in what editors wrote, 1 of them to fix/),
    ).toBeTruthy();
    expect(
      within(region)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Page content', 'Message “Menus for October”']);
    expect(
      within(region)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Heading 1 “Policy updates”', '#check-0-1'],
      ['Link “click here”', '#check-0-2'],
      ['Paragraph “ALL FORMS ARE DUE FRIDAY”', '#check-1-1'],
    ]);
  });

  it('tells severity in words and says when the published page corrects the problem', () => {
    render(<ContentCheckPanel {...examples.withFindings} />);
    const [first] = screen.getAllByRole('listitem');
    expect(first?.textContent).toContain('Must fix');
    expect(first?.textContent).toContain('WCAG 1.3.1. The published page corrects this for you');
  });

  it('is marked English, left to right, whatever the page’s language', () => {
    render(<ContentCheckPanel {...examples.clean} />);
    const region = screen.getByRole('region');
    expect([region.getAttribute('lang'), region.getAttribute('dir')]).toEqual(['en', 'ltr']);
  });

  it('names a finding about the title without a link', () => {
    render(
      <ContentCheckPanel
        sections={[
          {
            kind: 'message',
            title: '',
            findings: [
              {
                severity: 'error',
                criterion: '2.4.2',
                problem: 'This has no title.',
                fix: 'Give it a title.',
                fixedOnPublish: false,
                element: null,
                target: null,
              },
            ],
          },
        ]}
      />,
    );
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByText('Title')).toBeTruthy();
  });

  it('names elements as an editor would', () => {
    expect(elementName({ tag: 'img', index: 0, excerpt: 'IMG_2041.jpg' })).toBe(
      'Image “IMG_2041.jpg”',
    );
    expect(elementName({ tag: 'dd', index: 0, excerpt: '' })).toBe('Text');
  });
});
