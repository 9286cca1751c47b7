import { alertRevision } from '@district/core/alerts/revision';
import { selectAlerts } from '@district/core/alerts/selection';
import { alertSettingsSchema } from '@district/core/alerts/settings';
import { DEFAULT_DISPLAY_RULES } from '@district/core/notifications/default-display-rules';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { alertsAtom } from './atom.server';
import { capDocument } from './cap-xml.server';
import { capErrors } from './testing/cap-rules';

const NOW = new Date('2026-01-12T13:00:00Z');
const [alert] = selectAlerts({
  messages: [
    {
      id: 'a1',
      title: 'Closed <today> & "tomorrow"\f',
      summary: 'Stay home ]]> safe',
      status: 'Published',
      publishDateTime: '2026-01-12T12:00:00Z',
      expireDateTime: '2026-01-13T06:00:00Z',
      categories: ['Delays and Closures'],
      tags: ['Weather Status Closed'],
      destinations: ['*.meadowlarkvalley.org'],
      ownerOrganizationId: 'district',
      links: [],
    },
  ],
  rules: DEFAULT_DISPLAY_RULES,
  settings: alertSettingsSchema.parse({}),
  now: NOW,
});
if (!alert) throw new Error('fixture is no alert');
const revision = alertRevision(alert);

describe('the alert XML', () => {
  it('escapes CMS text in the Atom feed and writes dates with their offset', () => {
    const atom = alertsAtom({
      title: 'District — Alerts',
      feedUrl: 'https://d.example/alerts/feed.atom',
      siteUrl: 'https://d.example/',
      language: 'en',
      authorName: 'District',
      timeZone: 'America/Denver',
      now: NOW,
      entries: [
        {
          revision,
          title: revision.title,
          summary: revision.description ?? '',
          senderName: 'District',
          capUrl: `https://d.example/alerts/${revision.identifier}.cap`,
          webUrl: 'https://d.example/?a=1&b=2',
        },
      ],
    });
    const feed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(
      atom,
    ).feed;
    expect(feed.entry.title).toBe('Closed <today> & "tomorrow"');
    expect(feed.entry.updated).toBe('2026-01-12T05:00:00-07:00');
    expect(feed.updated).toBe('2026-01-12T05:00:00-07:00');
    expect(feed.entry.link[1].href).toBe('https://d.example/?a=1&b=2');
  });

  it('writes an Update with its references and a Cancel as valid CAP', () => {
    const update = {
      ...revision,
      msgType: 'Update' as const,
      references: [{ identifier: 'a1-00', sent: '2026-01-12T11:00:00Z' }],
    };
    const xml = capDocument({
      revision: update,
      sender: 'meadowlarkvalley.org',
      timeZone: 'America/Denver',
      senderName: 'District',
      area: { description: 'District', polygons: [] },
      infos: [],
    });
    expect(capErrors(xml)).toEqual([]);
    expect(xml).toContain(
      '<references>meadowlarkvalley.org,a1-00,2026-01-12T04:00:00-07:00</references>',
    );
  });
});
