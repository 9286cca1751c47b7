/**
 * Server-side machine translation of a page's content (SPEC 4, Language; 7.3): every text the page
 * shows from the CMS is gathered and translated in one batch, so a page costs one upstream call.
 */
import type { RequestContext } from './request-context.server';

type Target = { object: Record<string, unknown>; keys: readonly string[] };

/** Collects fields of objects to translate, then translates them in place in one batch. */
export class TranslationBatch {
  readonly #targets: Target[] = [];

  /** Registers string fields of `object` for translation. */
  add<T extends object>(object: T | null | undefined, keys: readonly (keyof T & string)[]): this {
    if (object) this.#targets.push({ object: object as Record<string, unknown>, keys });
    return this;
  }

  /** Registers the same fields on each object of a list. */
  addAll<T extends object>(
    objects: readonly T[] | null | undefined,
    keys: readonly (keyof T & string)[],
  ): this {
    for (const object of objects ?? []) this.add(object, keys);
    return this;
  }

  /**
   * Translates into the request's language. English, or translation switched off, leaves the
   * texts as they are. Returns whether content was translated.
   */
  async run(ctx: RequestContext): Promise<'translated' | 'original' | 'unavailable'> {
    const to = ctx.language.code;
    if (to === 'en') return 'original';
    const port = ctx.services.translation;
    if (!port) return 'unavailable';
    const unique = new Map<string, number>();
    for (const { object, keys } of this.#targets) {
      for (const key of keys) {
        const value = object[key];
        if (typeof value === 'string' && value.trim() !== '' && !unique.has(value))
          unique.set(value, unique.size);
      }
    }
    if (unique.size === 0) return 'translated';
    const sources = [...unique.keys()];
    const translated = await port.translate(sources, to, { signal: ctx.request.signal });
    for (const { object, keys } of this.#targets) {
      for (const key of keys) {
        const value = object[key];
        if (typeof value !== 'string') continue;
        const index = unique.get(value);
        if (index !== undefined && typeof translated[index] === 'string')
          object[key] = translated[index];
      }
    }
    return 'translated';
  }
}
