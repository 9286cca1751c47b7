/**
 * The CAP 1.2 schema's rules as a small validator for tests: namespace, sequences and occurrences,
 * enumerations and patterns. It answers the list of what is wrong.
 */
import { XMLParser } from 'fast-xml-parser';

/** The CAP 1.2 namespace. */
export const CAP_12_NAMESPACE = 'urn:oasis:names:tc:emergency:cap:1.2';

const ENUMERATIONS = {
  status: ['Actual', 'Exercise', 'System', 'Test', 'Draft'],
  msgType: ['Alert', 'Update', 'Cancel', 'Ack', 'Error'],
  scope: ['Public', 'Restricted', 'Private'],
  category: [
    'Geo',
    'Met',
    'Safety',
    'Security',
    'Rescue',
    'Fire',
    'Health',
    'Env',
    'Transport',
    'Infra',
    'CBRNE',
    'Other',
  ],
  responseType: [
    'Shelter',
    'Evacuate',
    'Prepare',
    'Execute',
    'Avoid',
    'Monitor',
    'Assess',
    'AllClear',
    'None',
  ],
  urgency: ['Immediate', 'Expected', 'Future', 'Past', 'Unknown'],
  severity: ['Extreme', 'Severe', 'Moderate', 'Minor', 'Unknown'],
  certainty: ['Observed', 'Likely', 'Possible', 'Unlikely', 'Unknown'],
} as const;

// The schema's dateTime restriction: seconds, no fraction, a numeric offset (never `Z`).
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[-+]\d{2}:\d{2}$/;
// Identifiers and senders: no spaces, commas or the restricted characters < and &.
const NO_SEPARATORS = /^[^\s,<&]+$/;
const LANGUAGE = /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/;
const PAIR = /^(-?\d+(\.\d+)?),(-?\d+(\.\d+)?)$/;

type Check = (text: string) => string | null;

const oneOf =
  (values: readonly string[]): Check =>
  (text) =>
    values.includes(text) ? null : `"${text}" is not one of ${values.join(', ')}`;
const matches =
  (pattern: RegExp, what: string): Check =>
  (text) =>
    pattern.test(text) ? null : `"${text}" is not ${what}`;
const dateTime = matches(DATE_TIME, 'a CAP date-time (YYYY-MM-DDThh:mm:ss±hh:mm)');
const notEmpty: Check = (text) => (text.trim() === '' ? 'is empty' : null);

const polygon: Check = (text) => {
  const pairs = text.trim().split(/\s+/);
  if (pairs.length < 4) return `has ${pairs.length} points; a polygon needs at least four`;
  if (pairs[0] !== pairs[pairs.length - 1]) return 'does not end at its first point';
  for (const pair of pairs) {
    const match = PAIR.exec(pair);
    if (!match) return `"${pair}" is not a lat,lon pair`;
    const lat = Number(match[1]);
    const lon = Number(match[3]);
    if (Math.abs(lat) > 90 || Math.abs(lon) > 180) return `"${pair}" is out of range`;
  }
  return null;
};

const references: Check = (text) => {
  for (const reference of text.trim().split(/\s+/)) {
    const parts = reference.split(',');
    if (parts.length !== 3 || !DATE_TIME.test(parts[2] ?? ''))
      return `"${reference}" is not sender,identifier,sent`;
  }
  return null;
};

/** One element of a sequence: how often it may occur, and what its text or children must be. */
interface Particle {
  name: string;
  min: number;
  max: number;
  check?: Check;
  children?: readonly Particle[];
}

const MANY = Number.POSITIVE_INFINITY;
const one = (name: string, check: Check = notEmpty): Particle => ({ name, min: 1, max: 1, check });
const optional = (name: string, check: Check = notEmpty): Particle => ({
  name,
  min: 0,
  max: 1,
  check,
});
const any = (name: string, check: Check = notEmpty): Particle => ({
  name,
  min: 0,
  max: MANY,
  check,
});
const nameValue = (name: string): Particle => ({
  name,
  min: 0,
  max: MANY,
  children: [one('valueName'), one('value')],
});

const AREA: readonly Particle[] = [
  one('areaDesc'),
  any('polygon', polygon),
  any('circle'),
  nameValue('geocode'),
  optional('altitude', matches(/^-?\d+(\.\d+)?$/, 'a number')),
  optional('ceiling', matches(/^-?\d+(\.\d+)?$/, 'a number')),
];

const RESOURCE: readonly Particle[] = [
  one('resourceDesc'),
  one('mimeType'),
  optional('size', matches(/^\d+$/, 'an integer')),
  optional('uri'),
  optional('derefUri'),
  optional('digest'),
];

const INFO: readonly Particle[] = [
  optional('language', matches(LANGUAGE, 'a language tag')),
  { name: 'category', min: 1, max: MANY, check: oneOf(ENUMERATIONS.category) },
  one('event'),
  any('responseType', oneOf(ENUMERATIONS.responseType)),
  one('urgency', oneOf(ENUMERATIONS.urgency)),
  one('severity', oneOf(ENUMERATIONS.severity)),
  one('certainty', oneOf(ENUMERATIONS.certainty)),
  optional('audience'),
  nameValue('eventCode'),
  optional('effective', dateTime),
  optional('onset', dateTime),
  optional('expires', dateTime),
  optional('senderName'),
  optional('headline'),
  optional('description'),
  optional('instruction'),
  optional('web', matches(/^[a-z][a-z0-9+.-]*:\S+$/i, 'an absolute URI')),
  optional('contact'),
  nameValue('parameter'),
  { name: 'resource', min: 0, max: MANY, children: RESOURCE },
  { name: 'area', min: 0, max: MANY, children: AREA },
];

const ALERT: readonly Particle[] = [
  one('identifier', matches(NO_SEPARATORS, 'free of spaces, commas, < and &')),
  one('sender', matches(NO_SEPARATORS, 'free of spaces, commas, < and &')),
  one('sent', dateTime),
  one('status', oneOf(ENUMERATIONS.status)),
  one('msgType', oneOf(ENUMERATIONS.msgType)),
  optional('source'),
  one('scope', oneOf(ENUMERATIONS.scope)),
  optional('restriction'),
  optional('addresses'),
  any('code'),
  optional('note'),
  optional('references', references),
  optional('incidents'),
  { name: 'info', min: 0, max: MANY, children: INFO },
];

/** A parsed element: its name, attributes, text and child elements in document order. */
interface Node {
  name: string;
  attributes: Record<string, string>;
  text: string;
  children: Node[];
}

type Ordered = Record<string, unknown> & { ':@'?: Record<string, string> };

function toNodes(items: readonly Ordered[]): Node[] {
  const nodes: Node[] = [];
  for (const item of items) {
    const name = Object.keys(item).find((key) => key !== ':@');
    if (!name || name === '#text' || name.startsWith('?')) continue;
    const content = (item[name] ?? []) as Ordered[];
    nodes.push({
      name,
      attributes: item[':@'] ?? {},
      text: content.map((c) => (typeof c['#text'] === 'string' ? c['#text'] : '')).join(''),
      children: toNodes(content),
    });
  }
  return nodes;
}

function checkSequence(path: string, nodes: readonly Node[], particles: readonly Particle[]) {
  const errors: string[] = [];
  let at = 0;
  for (const particle of particles) {
    let count = 0;
    while (at < nodes.length && nodes[at]?.name === particle.name && count < particle.max) {
      const node = nodes[at] as Node;
      const where = `${path}/${particle.name}${particle.max > 1 ? `[${count}]` : ''}`;
      if (particle.children) errors.push(...checkSequence(where, node.children, particle.children));
      else {
        if (node.children.length > 0) errors.push(`${where}: must hold text only`);
        const problem = particle.check?.(node.text);
        if (problem) errors.push(`${where}: ${problem}`);
      }
      at += 1;
      count += 1;
    }
    if (count < particle.min) errors.push(`${path}: missing required <${particle.name}>`);
  }
  for (const node of nodes.slice(at)) {
    errors.push(`${path}: <${node.name}> is not allowed here (unknown, repeated or out of order)`);
  }
  return errors;
}

/** What is wrong with a CAP 1.2 document; empty when it follows the schema's rules. */
export function capErrors(xml: string): string[] {
  let parsed: Ordered[];
  try {
    parsed = new XMLParser({
      preserveOrder: true,
      ignoreAttributes: false,
      attributeNamePrefix: '',
      parseTagValue: false,
      parseAttributeValue: false,
      trimValues: false,
      processEntities: true,
    }).parse(xml, true) as Ordered[];
  } catch (error) {
    return [`not well-formed XML: ${(error as Error).message}`];
  }
  const roots = toNodes(parsed);
  const [root] = roots;
  if (roots.length !== 1 || !root) return ['the document must have one root element'];
  if (root.name !== 'alert') return [`the root element is <${root.name}>, not <alert>`];
  const errors: string[] = [];
  if (root.attributes.xmlns !== CAP_12_NAMESPACE) {
    errors.push(`alert: namespace "${root.attributes.xmlns ?? ''}" is not ${CAP_12_NAMESPACE}`);
  }
  errors.push(...checkSequence('alert', root.children, ALERT));
  // Section 3.2.1: a restricted message says its restriction, a private one its addresses.
  const scope = root.children.find((n) => n.name === 'scope')?.text;
  const has = (name: string) => root.children.some((n) => n.name === name);
  if (scope === 'Restricted' && !has('restriction'))
    errors.push('alert: Restricted needs <restriction>');
  if (scope === 'Private' && !has('addresses')) errors.push('alert: Private needs <addresses>');
  const msgType = root.children.find((n) => n.name === 'msgType')?.text;
  if ((msgType === 'Update' || msgType === 'Cancel') && !has('references')) {
    errors.push(`alert: ${msgType} needs <references>`);
  }
  return errors;
}
