/**
 * District-configured search synonyms, written as the rules of an Azure AI Search synonym map
 * (Apache Solr format, one rule a line): `jobs, careers, employment` makes the terms equal
 * substitutes; `snow day => snow day, closures, delays` rewrites the left side into the right.
 *
 * On Azure the rules live in a synonym map attached to the indexes' searchable fields, and the
 * service widens a query's terms and quoted phrases by them (never its prefix or fuzzy terms). The
 * embedded search widens the same way with {@link expandTokens}, so both answer alike.
 */
import { z } from 'zod';
import { analyzeText } from './text-analysis';

/** One Solr synonym rule: `a, b, c` or `a, b => c, d`; no blank sides, no empty terms. */
export const synonymRuleSchema = z
  .string()
  .trim()
  .refine((rule) => parseSynonymRule(rule) !== null, {
    message: 'Expected a synonym rule such as "jobs, careers" or "snow day => closures, delays"',
  });

/** The district's synonym rules. */
export const searchSynonymsSchema = z.array(synonymRuleSchema).max(20_000);

/**
 * The demo district's synonyms: what families type against what the district's pages say. The
 * left side of an explicit rule is kept on its right side, so the words typed still match.
 */
export const DEFAULT_SEARCH_SYNONYMS: readonly string[] = [
  'jobs, job, careers, career, employment, hiring',
  'snow day, snow days, school closed => snow day, closures, closure, delays, delay',
  'enroll, enrol, enrollment, enrolment, registration',
];

/** A parsed rule: the token sequences it matches and the ones it puts in their place. */
export interface SynonymRule {
  from: string[][];
  to: string[][];
}

function terms(side: string): string[][] | null {
  const parts = side.split(',').map((term) => analyzeText(term));
  return parts.length > 0 && parts.every((tokens) => tokens.length > 0) ? parts : null;
}

/** Parses one rule, or null when it is not a rule (blank, a side empty, more than one `=>`). */
export function parseSynonymRule(rule: string): SynonymRule | null {
  const sides = rule.split('=>');
  if (sides.length > 2) return null;
  const left = terms(sides[0] ?? '');
  if (!left) return null;
  if (sides.length === 1) return { from: left, to: left };
  const right = terms(sides[1] ?? '');
  return right ? { from: left, to: right } : null;
}

/** Parses every rule of a list (invalid lines are left out; the schema refuses them earlier). */
export function parseSynonymRules(rules: readonly string[]): SynonymRule[] {
  return rules.flatMap((rule) => {
    const parsed = parseSynonymRule(rule);
    return parsed ? [parsed] : [];
  });
}

/** The rules as the `synonyms` text of an Azure synonym map (Solr format). */
export function solrSynonyms(rules: readonly string[]): string {
  return rules.map((rule) => rule.trim()).join('\n');
}

function startsWith(tokens: readonly string[], at: number, sequence: readonly string[]): boolean {
  if (at + sequence.length > tokens.length) return false;
  return sequence.every((token, offset) => tokens[at + offset] === token);
}

/** The longest rule term starting at `at`, and the rule it belongs to. */
function matchAt(
  tokens: readonly string[],
  at: number,
  rules: readonly SynonymRule[],
): { length: number; rule: SynonymRule } | null {
  let best: { length: number; rule: SynonymRule } | null = null;
  for (const rule of rules) {
    for (const sequence of rule.from) {
      if (startsWith(tokens, at, sequence) && (!best || sequence.length > best.length)) {
        best = { length: sequence.length, rule };
      }
    }
  }
  return best;
}

/** Most variants one phrase widens to: a rule holds at most 20, a phrase may hold several. */
const MAX_VARIANTS = 64;

/**
 * The token sequences a query phrase (or term) stands for once widened by the rules, as a synonym
 * graph reads it: left to right, the longest rule term at each place is replaced by each of the
 * rule's alternatives. A phrase no rule touches stands only for itself.
 */
export function expandTokens(tokens: readonly string[], rules: readonly SynonymRule[]): string[][] {
  let variants: string[][] = [[]];
  let at = 0;
  while (at < tokens.length) {
    const match = matchAt(tokens, at, rules);
    const alternatives = match ? match.rule.to : [[tokens[at] as string]];
    variants = variants
      .flatMap((prefix) => alternatives.map((alternative) => [...prefix, ...alternative]))
      .slice(0, MAX_VARIANTS);
    at += match ? match.length : 1;
  }
  return variants;
}
