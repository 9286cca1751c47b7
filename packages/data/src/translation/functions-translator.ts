/**
 * The translation adapter (docs/behaviour.md#translation): `POST {functionsEndpoint}/translate`
 * with `{inputs: [{text}], to, from: 'en', textType: 'html'}`, answered by one `{text}` per input
 * in order. On any failure the error is logged and the untranslated texts are kept, so a page never
 * fails because translation did; the caller's `onError` hears of it, so the page can say so.
 */
import { z } from 'zod';
import { fetchJson } from '../http/fetch-json';
import { consoleLogger, describeError, type Logger } from '../resilience/logger';
import type { ReportingTranslationPort, TranslateOptions } from './translate-options';

/** The source language of all content. */
export const SOURCE_LANGUAGE = 'en';
/** Texts per request before splitting. */
export const MAX_TEXTS_PER_REQUEST = 1_000;
/** Characters per request before splitting. */
export const MAX_CHARACTERS_PER_REQUEST = 50_000;

/** Settings of the adapter. */
export interface FunctionsTranslatorOptions {
  functionsEndpoint: string;
  timeoutMs?: number;
  logger?: Logger;
  maxTextsPerRequest?: number;
  maxCharactersPerRequest?: number;
}

/** Splits texts into requests within both bounds; a text longer than the bound goes alone. */
export function chunkTexts(
  texts: readonly string[],
  maxTexts: number,
  maxCharacters: number,
): string[][] {
  const chunks: string[][] = [];
  let current: string[] = [];
  let characters = 0;
  for (const text of texts) {
    const full =
      current.length >= maxTexts ||
      (current.length > 0 && characters + text.length > maxCharacters);
    if (full) {
      chunks.push(current);
      current = [];
      characters = 0;
    }
    current.push(text);
    characters += text.length;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

function responseSchema(length: number) {
  return z.array(z.looseObject({ text: z.string() })).refine((items) => items.length === length, {
    message: `expected ${length} translations, one per input in order`,
  });
}

/** Creates the adapter. */
export function createFunctionsTranslator(
  options: FunctionsTranslatorOptions,
): ReportingTranslationPort {
  const logger = options.logger ?? consoleLogger;
  const url = `${options.functionsEndpoint.replace(/\/+$/, '')}/translate`;
  const maxTexts = options.maxTextsPerRequest ?? MAX_TEXTS_PER_REQUEST;
  const maxCharacters = options.maxCharactersPerRequest ?? MAX_CHARACTERS_PER_REQUEST;

  async function translateChunk(
    texts: string[],
    to: string,
    callOptions: TranslateOptions,
  ): Promise<string[]> {
    try {
      const items = await fetchJson(url, {
        method: 'POST',
        json: {
          inputs: texts.map((text) => ({ text })),
          to,
          from: SOURCE_LANGUAGE,
          textType: 'html',
        },
        schema: responseSchema(texts.length),
        service: 'the translation function',
        signal: callOptions.signal,
        timeoutMs: options.timeoutMs,
      });
      return items.map((item) => item.text);
    } catch (error) {
      if (callOptions.signal?.aborted) throw error;
      logger.error(
        { to, texts: texts.length, ...describeError(error) },
        'Translation failed; keeping the untranslated text',
      );
      callOptions.onError?.(error, texts);
      return texts;
    }
  }

  return {
    async translate(texts, to, callOptions = {}) {
      // Content is written in English: nothing to translate, and no call.
      if (texts.length === 0 || to === SOURCE_LANGUAGE) return [...texts];
      const chunks = chunkTexts(texts, maxTexts, maxCharacters);
      const translated: string[] = [];
      // One request at a time: a page's texts rarely need more than one, and this bounds the load.
      // A failed chunk keeps its source texts; the others are still translated.
      for (const chunk of chunks)
        translated.push(...(await translateChunk(chunk, to, callOptions)));
      return translated;
    },
  };
}
