/**
 * Machine translation of a page's CMS content in one batch (docs/behaviour.md#language-states,
 * docs/behaviour.md#translation). It never fails a page: on failure the texts stay English, logged,
 * and the batch answers 'failed' so the page can say so.
 */
import type { TranslateOptions } from '@district/data/translation/translate-options';
import { LRUCache } from 'lru-cache';
import { describeError } from '../http/logger.server';
import type { RequestContext } from '../http/request-context.server';
import { type ScopedRequest, scopeOf } from '../http/request-scope.server';
import { keptNames } from '../pages/shared-loads.server';

/** What happened to a batch; `failed` means some or all texts stayed English. */
export type TranslationStatus = 'original' | 'translated' | 'unavailable' | 'failed';

type Target = {
  object: Record<string, unknown>;
  keys: readonly string[];
  /** Applied to a translation before it replaces the text (HTML is sanitized again). */
  clean?: (translation: string) => string;
};

const KEEP_OPEN = '<span translate="no">';
const KEEP_CLOSE = '</span>';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Wraps `terms` in the text of `html` in `<span translate="no">`, longest first, so they are kept. */
export function keepTerms(html: string, terms: readonly string[]): string {
  const pattern = termPattern(terms);
  if (!pattern) return html;
  // Text already inside translate="no" is left as it is (a term may be part of a kept name).
  let keptDepth = 0;
  const stack: boolean[] = [];
  return html.replace(/<[^>]*>|[^<]+/g, (token) => {
    if (token.startsWith('</')) {
      if (stack.pop()) keptDepth -= 1;
      return token;
    }
    if (token.startsWith('<')) {
      if (
        /^<(area|br|col|hr|img|input|wbr|meta|link|source|track|embed)\b/i.test(token) ||
        token.endsWith('/>')
      )
        return token;
      const keeps = /\stranslate\s*=\s*["']?no\b/i.test(token);
      stack.push(keeps);
      if (keeps) keptDepth += 1;
      return token;
    }
    return keptDepth > 0 ? token : token.replace(pattern, `${KEEP_OPEN}$&${KEEP_CLOSE}`);
  });
}

/** How many wrapped texts are remembered, and in how many bytes (UTF-16, both copies). */
export const KEPT_TEXTS_LIMIT = 20_000;
/** The byte bound of the wrapped texts: long page bodies push out many short labels. */
export const KEPT_TEXTS_BYTES = 32 * 1024 * 1024;

let keptTexts: { terms: readonly string[]; key: string; texts: LRUCache<string, string> } | null =
  null;
/** {@link keepTerms}, remembered per list of terms: every view of a page wraps the same texts. */
export function keptTermsOf(text: string, terms: readonly string[]): string {
  if (keptTexts?.terms !== terms) {
    const key = terms.join('\n');
    if (keptTexts?.key !== key) {
      const texts = new LRUCache<string, string>({
        max: KEPT_TEXTS_LIMIT,
        maxSize: KEPT_TEXTS_BYTES,
        sizeCalculation: (kept, source) => (source.length + kept.length) * 2 + 64,
      });
      keptTexts = { terms, key, texts };
    } else keptTexts.terms = terms;
  }
  let kept = keptTexts.texts.get(text);
  if (kept === undefined) {
    kept = keepTerms(text, terms);
    keptTexts.texts.set(text, kept);
  }
  return kept;
}

/** What the wrapped-text memo holds now: texts and their bytes (for tests). */
export function keptTextsMemory(): { entries: number; bytes: number } {
  return { entries: keptTexts?.texts.size ?? 0, bytes: keptTexts?.texts.calculatedSize ?? 0 };
}

/** Undoes {@link keepTerms}: the spans it added around `terms` are taken out again. */
export function unwrapKeptTerms(html: string, terms: readonly string[]): string {
  const pattern = termPattern(terms);
  if (!pattern) return html;
  return html.replace(
    new RegExp(`${escapeRegExp(KEEP_OPEN)}(${pattern.source})${escapeRegExp(KEEP_CLOSE)}`, 'gu'),
    '$1',
  );
}

// The compiled pattern of each list of terms; boxed because lru-cache keeps no null value.
const patterns = new LRUCache<string, { pattern: RegExp | null }>({ max: 100 });
function termPattern(terms: readonly string[]): RegExp | null {
  const key = terms.join('\n');
  let pattern = patterns.get(key)?.pattern;
  if (pattern === undefined) {
    const sorted = [...new Set(terms.map((term) => term.trim()).filter(Boolean))].sort(
      (a, b) => b.length - a.length,
    );
    // Whole words only: "AP" is not kept inside "APPLY"; letters of any script count as word.
    pattern =
      sorted.length === 0
        ? null
        : new RegExp(
            `(?<![\\p{L}\\p{N}])(?:${sorted.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`,
            'gu',
          );
    patterns.set(key, { pattern });
  }
  return pattern;
}

/** Whether a translation batch of this request has failed so far. */
export function translationFailedFor(ctx: ScopedRequest): boolean {
  return scopeOf(ctx).translation.failed;
}

/**
 * The request's translation status once its running batches settle: 'failed' if any failed, else
 * `own`. Waiting costs nothing: the document waits for every loader and a batch never rejects.
 */
export async function requestTranslationStatus(
  ctx: ScopedRequest,
  own: TranslationStatus,
): Promise<TranslationStatus> {
  const running = scopeOf(ctx).translation.running;
  if (running.size > 0) await Promise.all(running);
  return translationFailedFor(ctx) ? combineTranslationStatus(own, 'failed') : own;
}

/** The worse of two statuses, for a page built from several batches. */
export function combineTranslationStatus(
  a: TranslationStatus,
  b: TranslationStatus,
): TranslationStatus {
  const rank: Record<TranslationStatus, number> = {
    original: 0,
    translated: 1,
    unavailable: 2,
    failed: 3,
  };
  return rank[a] >= rank[b] ? a : b;
}

/** Collects fields of objects to translate, then translates them in place in one batch. */
export class TranslationBatch {
  readonly #targets: Target[] = [];
  #reviewed = 0;

  /** Counts texts a reviewed translation supplied instead of the machine (for the records). */
  fromReviews(count: number): this {
    this.#reviewed += count;
    return this;
  }

  /** Registers fields of `object`; `clean` re-sanitizes each translation, another service's output. */
  add<T extends object>(
    object: T | null | undefined,
    keys: readonly (keyof T & string)[],
    clean?: (translation: string) => string,
  ): this {
    if (object) this.#targets.push({ object: object as Record<string, unknown>, keys, clean });
    return this;
  }

  /** Registers the same fields on each object of a list. */
  addAll<T extends object>(
    objects: readonly T[] | null | undefined,
    keys: readonly (keyof T & string)[],
    clean?: (translation: string) => string,
  ): this {
    for (const object of objects ?? []) this.add(object, keys, clean);
    return this;
  }

  /** The distinct non-blank texts registered so far, in order of first appearance. */
  texts(): string[] {
    const unique = new Set<string>();
    for (const { object, keys } of this.#targets) {
      for (const key of keys) {
        const value = object[key];
        if (typeof value === 'string' && value.trim() !== '') unique.add(value);
      }
    }
    return [...unique];
  }

  /** Translates into the request's language, in place; never rejects. */
  run(ctx: RequestContext): Promise<TranslationStatus> {
    const running = scopeOf(ctx).translation.running;
    const run = this.#run(ctx);
    running.add(run);
    const settled = running;
    return run.finally(() => settled.delete(run));
  }

  async #run(ctx: RequestContext): Promise<TranslationStatus> {
    const to = ctx.language.code;
    if (to === 'en') return 'original';
    const port = ctx.services.translation;
    if (!port) return 'unavailable';
    const texts = this.texts();
    if (texts.length === 0) {
      this.#record(ctx, { memory: 0, translator: 0 });
      return 'translated';
    }
    // Names and the glossary's terms go inside translate="no": the service leaves them as written.
    const names = await keptNames(ctx);
    const terms = [...(ctx.services.org.glossary ?? []), ctx.services.org.name, ...names];
    const sources = texts.map((text) => keptTermsOf(text, terms));

    const errors: unknown[] = [];
    let untranslated = 0;
    // A port without translation memory sends every text to the translator.
    let lookup = { memory: 0, translator: sources.length };
    const options: TranslateOptions = {
      signal: ctx.request.signal,
      onLookup: (counts) => {
        lookup = counts;
      },
      onError: (error, texts) => {
        errors.push(error);
        untranslated += texts.length;
      },
    };
    let translated: readonly string[];
    try {
      translated = await port.translate(sources, to, options);
    } catch (error) {
      // The request was aborted (the reader left), or a port broke its promise not to reject.
      if (!ctx.request.signal.aborted) errors.push(error);
      untranslated = sources.length;
      translated = sources;
    }

    const index = new Map(texts.map((text, i) => [text, i]));
    for (const { object, keys, clean } of this.#targets) {
      for (const key of keys) {
        const value = object[key];
        if (typeof value !== 'string') continue;
        const at = index.get(value);
        const answer = at === undefined ? undefined : translated[at];
        if (typeof answer !== 'string' || answer === sources[at as number]) continue;
        // HTML keeps the marks (the page says which words are names); plain text loses them.
        const translation = clean ? clean(answer) : unwrapKeptTerms(answer, terms);
        if (translation !== value) object[key] = translation;
      }
    }

    this.#record(ctx, lookup);
    if (ctx.request.signal.aborted) return 'failed';
    if (errors.length === 0) return 'translated';
    scopeOf(ctx).translation.failed = true;
    ctx.services.logger.warn(
      {
        language: to,
        path: ctx.url.pathname,
        texts: sources.length,
        untranslated,
        ...describeError(errors[0]),
      },
      'Translation failed; the page is shown in English with a notice',
    );
    return 'failed';
  }

  /** The translation records (docs/behaviour.md#reviewed-translations); page-cache hits log none. */
  #record(ctx: RequestContext, lookup: { memory: number; translator: number }): void {
    if (lookup.memory + lookup.translator + this.#reviewed === 0) return;
    ctx.services.logger.info(
      {
        language: ctx.language.code,
        path: ctx.url.pathname,
        translator: lookup.translator,
        memory: lookup.memory,
        reviewed: this.#reviewed,
      },
      'Translation batch',
    );
  }
}
