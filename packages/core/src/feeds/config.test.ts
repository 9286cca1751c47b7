import { describe, expect, it } from 'vitest';
import type { ConfigurationItem } from '../entities/configuration';
import {
  FEED_CONFIGURATION_CATEGORY,
  FEED_CONFIGURATION_NAMES,
  feedConfigEntry,
  resolveFeed,
} from './config';

const externalSites = {
  calendar: 'https://calendar.meadowlarkvalley.org/',
  files: 'https://files.meadowlarkvalley.org/',
  directory: 'https://directory.meadowlarkvalley.org/',
};

function feeds(name: string, value: unknown): ConfigurationItem[] {
  return [{ category: 'websiteFeed', name, value: JSON.stringify(value), defaultValue: null }];
}

describe('feed configuration', () => {
  it('lives in category websiteFeed under one name per kind', () => {
    expect(FEED_CONFIGURATION_CATEGORY).toBe('websiteFeed');
    expect(FEED_CONFIGURATION_NAMES).toEqual({
      announcements: 'announcementFeeds',
      stories: 'storyFeeds',
      events: 'eventFeeds',
      files: 'fileFeeds',
      people: 'peopleFeeds',
    });
  });

  it('uses only the first entry of the JSON array', () => {
    const configuration = feeds('storyFeeds', [{ title: 'First' }, { title: 'Second' }]);
    expect(feedConfigEntry('stories', configuration)).toEqual({ title: 'First' });
  });

  it('resolves the defaults table when nothing is configured', () => {
    expect(resolveFeed('announcements', { configuration: [], externalSites })).toEqual({
      kind: 'announcements',
      icon: 'info',
      title: 'Announcements',
      link: '/announcements',
      linkLabel: 'More Announcements',
      keywords: '',
      categories: [],
      tags: [],
      organizations: [],
      limit: 10,
    });
  });

  it('lets the configured entry override the defaults', () => {
    const configuration = feeds('announcementFeeds', [
      {
        title: 'Board news',
        link: '/board',
        linkLabel: 'All board news',
        keywords: ' budget ',
        categories: ['Board'],
        tags: ['vote'],
        organizations: ['org-1'],
        limit: 3,
      },
    ]);
    expect(resolveFeed('announcements', { configuration, externalSites })).toMatchObject({
      title: 'Board news',
      link: '/board',
      linkLabel: 'All board news',
      keywords: 'budget',
      categories: ['Board'],
      tags: ['vote'],
      organizations: ['org-1'],
      limit: 3,
      icon: 'info',
    });
  });

  it('reads a limit written as a string and drops a bad one', () => {
    expect(
      resolveFeed('stories', {
        configuration: feeds('storyFeeds', [{ limit: '4' }]),
        externalSites,
      }).limit,
    ).toBe(4);
    expect(
      resolveFeed('stories', {
        configuration: feeds('storyFeeds', [{ limit: 'many' }]),
        externalSites,
      }).limit,
    ).toBe(10);
    expect(
      resolveFeed('stories', { configuration: feeds('storyFeeds', [{ limit: -2 }]), externalSites })
        .limit,
    ).toBe(10);
  });

  it('ignores a field of the wrong type but keeps the rest', () => {
    const configuration = feeds('storyFeeds', [
      { title: 5, tags: 'not-a-list', categories: ['Arts'] },
    ]);
    expect(resolveFeed('stories', { configuration, externalSites })).toMatchObject({
      title: 'Stories',
      tags: [],
      categories: ['Arts'],
    });
  });

  it('falls back to the defaults when the entry is not an object', () => {
    expect(feedConfigEntry('stories', feeds('storyFeeds', ['oops']))).toEqual({});
    expect(feedConfigEntry('stories', feeds('storyFeeds', { title: 'not an array' }))).toEqual({});
  });

  it('prefers the page override of a feed configuration', () => {
    const feed = resolveFeed('stories', {
      configuration: feeds('storyFeeds', [{ title: 'Global' }]),
      pageValues: [
        {
          configurationCategory: 'websiteFeed',
          configurationName: 'storyFeeds',
          value: '[{"title":"Page"}]',
        },
      ],
      externalSites,
    });
    expect(feed.title).toBe('Page');
  });

  it('resolves event feeds with calendars, owners and grouping', () => {
    expect(resolveFeed('events', { configuration: [], externalSites })).toMatchObject({
      icon: 'calendar-alt',
      title: 'Events',
      link: externalSites.calendar,
      linkLabel: 'Full Calendar',
      calendars: [],
      owners: [],
      groupByDate: true,
      groupByOwner: false,
      groupByCategory: false,
      groupByTag: false,
    });
    const configured = resolveFeed('events', {
      configuration: feeds('eventFeeds', [
        { calendars: ['athletics'], owners: ['o'], groupByDate: false, groupByTag: true },
      ]),
      externalSites,
    });
    expect(configured).toMatchObject({
      calendars: ['athletics'],
      owners: ['o'],
      groupByDate: false,
      groupByTag: true,
    });
  });

  it('resolves file feeds with the file grouping defaults', () => {
    expect(resolveFeed('files', { configuration: [], externalSites })).toMatchObject({
      icon: 'files',
      title: 'Files',
      link: externalSites.files,
      linkLabel: 'More Files',
      owners: [],
      groupByOwner: false,
      groupByCategory: true,
      groupByCategoryDescending: false,
      groupByTag: false,
      groupByDate: false,
    });
    const configured = resolveFeed('files', {
      configuration: feeds('fileFeeds', [
        { owners: ['Finance'], groupByCategory: false, groupByOwner: true },
      ]),
      externalSites,
    });
    expect(configured).toMatchObject({
      owners: ['Finance'],
      groupByCategory: false,
      groupByOwner: true,
    });
  });

  it('resolves people feeds with groups, job titles and allow/block lists', () => {
    expect(resolveFeed('people', { configuration: [], externalSites })).toMatchObject({
      icon: 'directory',
      title: 'People',
      link: externalSites.directory,
      linkLabel: 'Full Directory',
      groups: [],
      jobTitles: [],
      allowList: [],
      blockList: [],
    });
    const configured = resolveFeed('people', {
      configuration: feeds('peopleFeeds', [
        { groups: ['g'], jobTitles: ['Principal'], allowList: ['a'], blockList: ['b'] },
      ]),
      externalSites,
    });
    expect(configured).toMatchObject({
      groups: ['g'],
      jobTitles: ['Principal'],
      allowList: ['a'],
      blockList: ['b'],
    });
  });

  it('resolves story feeds with the story defaults', () => {
    expect(resolveFeed('stories', { configuration: [], externalSites })).toMatchObject({
      icon: 'school',
      title: 'Stories',
      link: '/stories',
      linkLabel: 'More Stories',
    });
  });
});
