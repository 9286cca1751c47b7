import { describe, expect, it } from 'vitest';
import { capErrors } from './cap-rules';

const VALID = `<?xml version="1.0" encoding="UTF-8"?>
<alert xmlns="urn:oasis:names:tc:emergency:cap:1.2">
  <identifier>abc-0123456789abcdef</identifier>
  <sender>meadowlarkvalley.org</sender>
  <sent>2026-01-12T06:05:00-07:00</sent>
  <status>Actual</status>
  <msgType>Alert</msgType>
  <scope>Public</scope>
  <info>
    <language>en</language>
    <category>Met</category>
    <event>School closure</event>
    <urgency>Immediate</urgency>
    <severity>Moderate</severity>
    <certainty>Observed</certainty>
    <expires>2026-01-12T23:00:00-07:00</expires>
    <headline>Schools closed today</headline>
    <area>
      <areaDesc>Meadowlark Valley</areaDesc>
      <polygon>39.7,-104.8 39.7,-104.7 39.8,-104.7 39.7,-104.8</polygon>
    </area>
  </info>
</alert>`;

describe('the CAP 1.2 rules', () => {
  it('accept a document that follows them', () => {
    expect(capErrors(VALID)).toEqual([]);
  });

  it('fail a document missing a required element', () => {
    expect(capErrors(VALID.replace(/<sender>.*<\/sender>/, ''))).toContain(
      'alert: missing required <sender>',
    );
    expect(capErrors(VALID.replace(/<event>.*<\/event>/, ''))).toContain(
      'alert/info[0]: missing required <event>',
    );
    expect(capErrors(VALID.replace(/<areaDesc>.*<\/areaDesc>/, ''))).toContain(
      'alert/info[0]/area[0]: missing required <areaDesc>',
    );
  });

  it('fail a bad enumeration value', () => {
    expect(capErrors(VALID.replace('<status>Actual', '<status>Real'))).toEqual([
      'alert/status: "Real" is not one of Actual, Exercise, System, Test, Draft',
    ]);
    for (const [from, to] of [
      ['<msgType>Alert', '<msgType>Notice'],
      ['<scope>Public', '<scope>Everyone'],
      ['<category>Met', '<category>Weather'],
      ['<urgency>Immediate', '<urgency>Now'],
      ['<severity>Moderate', '<severity>High'],
      ['<certainty>Observed', '<certainty>Sure'],
    ] as const) {
      expect(capErrors(VALID.replace(from, to))).toHaveLength(1);
    }
  });

  it('fail elements out of the schema’s order', () => {
    const swapped = VALID.replace(
      /(<status>Actual<\/status>)(\s*)(<msgType>Alert<\/msgType>)/,
      '$3$2$1',
    );
    expect(capErrors(swapped).length).toBeGreaterThan(0);
    const late = VALID.replace('<language>en</language>', '').replace(
      '<headline>',
      '<language>en</language><headline>',
    );
    expect(capErrors(late)).toContain(
      'alert/info[0]: <language> is not allowed here (unknown, repeated or out of order)',
    );
  });

  it('fail dates, polygons, namespaces and references that break the patterns', () => {
    expect(capErrors(VALID.replace('06:05:00-07:00', '13:05:00Z'))[0]).toMatch(/CAP date-time/);
    expect(capErrors(VALID.replace('06:05:00-07:00', '06:05:00.5-07:00'))[0]).toMatch(/date-time/);
    expect(capErrors(VALID.replace(' 39.7,-104.8</polygon>', '</polygon>'))[0]).toMatch(
      /at least four|first point/,
    );
    expect(capErrors(VALID.replace(':cap:1.2', ':cap:1.1'))[0]).toMatch(/namespace/);
    expect(capErrors(VALID.replace('<msgType>Alert', '<msgType>Update'))).toEqual([
      'alert: Update needs <references>',
    ]);
    expect(capErrors('<alert')).toHaveLength(1);
  });
});
