/**
 * What a caller of the translation port may add to the shared {@link CallOptions}: a way to learn
 * that a translation failed. The port keeps the promise of docs/behaviour.md#translation (on error
 * the untranslated text is kept, and the call still resolves), so without this the site could not
 * tell a failed page from a translated one, and could not show its polite notice.
 */
import type { CallOptions, TranslationPort } from '../ports';

/** Called once per failed part of a call, with the texts that were kept untranslated. */
export type TranslationErrorHandler = (error: unknown, untranslated: readonly string[]) => void;

/** Per-call options of {@link ReportingTranslationPort.translate}. */
export interface TranslateOptions extends CallOptions {
  /** Without it a failure is only logged (docs/behaviour.md#translation). */
  onError?: TranslationErrorHandler;
  /**
   * Told, once per call, how many distinct texts the translation memory answered and how many went
   * on to the translator (the site's per-language records, docs/behaviour.md#reviewed-translations).
   */
  onLookup?: (counts: { memory: number; translator: number }) => void;
}

/**
 * A translation port that reports failures through `onError`. It is a {@link TranslationPort}:
 * it still resolves with one text per input, in order, the source text wherever translation
 * failed; it rejects only when the caller's signal aborts.
 */
export interface ReportingTranslationPort extends TranslationPort {
  translate(texts: string[], to: string, options?: TranslateOptions): Promise<string[]>;
}
