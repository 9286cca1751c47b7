/**
 * The accessibility issue form (docs/behaviour.md#accessibility-issue): POSTs the form object to
 * the configured endpoint. Failures use the wording of docs/behaviour.md#accessibility-errors:
 * `Server responded with {status}: {data}` when the server answered with an error,
 * `Failed to submit issue: {message}` when there was no answer.
 */
import {
  accessibilityServerErrorMessage,
  accessibilitySubmitErrorMessage,
} from '@district/core/errors/catalogue';
import { fetchJson, HttpError } from '../http/fetch-json';
import type { AccessibilityFormPort } from '../ports';

/** Settings of the form adapter. */
export interface AccessibilityFormOptions {
  accessibilityFormEndpoint: string;
  timeoutMs?: number;
}

/** Creates the adapter. Never retried: a repeated POST could file the issue twice. */
export function createAccessibilityForm(options: AccessibilityFormOptions): AccessibilityFormPort {
  return {
    async submit(issue, callOptions = {}) {
      try {
        await fetchJson(options.accessibilityFormEndpoint, {
          method: 'POST',
          json: issue,
          signal: callOptions.signal,
          timeoutMs: options.timeoutMs,
        });
      } catch (error) {
        if (error instanceof HttpError) {
          throw new Error(accessibilityServerErrorMessage(error.status, error.data), {
            cause: error,
          });
        }
        const reason = error instanceof Error ? error.message : String(error);
        throw new Error(accessibilitySubmitErrorMessage(reason), { cause: error });
      }
    },
  };
}
