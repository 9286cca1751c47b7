/**
 * The error messages of docs/behaviour.md#error-catalogue, word for word (misspellings included:
 * "cannot not", "A error", "occured"). Adapters and the site format their errors through these
 * functions so the wording lives in one place.
 */
import { DEFAULT_ERROR_STATUS } from '../constants';

export { DEFAULT_ERROR_STATUS };

/** The search service vendor named in the configuration errors. */
export const SEARCH_PROVIDER = 'Azure';

/** E-mail validation failure. */
export const EMAIL_INVALID_MESSAGE = 'The emailMessage object is invalid, cannot not send email.';

/** Error page title. */
export const ERROR_PAGE_TITLE = 'An error occurred';
/** Page type slug of the error page. */
export const ERROR_PAGE_TYPE_SLUG = '404-page';
/** Message shown on the error page when the error carries none. */
export const DEFAULT_ERROR_MESSAGE = 'An unknown error occurred';
/** The error page's message for a page that is not there (our 404s carry it). */
export const NOT_FOUND_MESSAGE = 'The page you are looking for could not be found.';
/** Logged when building page properties fails. */
export const PAGE_PROPS_ERROR_MESSAGE = 'An error occured while mapping pageQuery to props';

/**
 * Renders response data for a message: strings as they are, no body (our HTTP client reads an
 * empty body as `null`) as nothing, anything else as JSON.
 */
function describeData(data: unknown): string {
  if (typeof data === 'string') return data;
  if (data === undefined || data === null) return '';
  try {
    return JSON.stringify(data) ?? String(data);
  } catch {
    return String(data);
  }
}

/** The e-mail server answered with an error status. */
export function emailStatusErrorMessage(status: number, responseData: unknown): string {
  return `A ${status} error occurred while attempting to send email: ${describeData(responseData)}`;
}

/** The e-mail request got no response. */
export function emailNoResponseErrorMessage(message: string): string {
  return `A error occurred while attempting to send email: ${message}`;
}

/** The accessibility form server answered with an error status. */
export function accessibilityServerErrorMessage(status: number, data: unknown): string {
  return `Server responded with ${status}: ${describeData(data)}`;
}

/** The accessibility form request failed without a response. */
export function accessibilitySubmitErrorMessage(message: string): string {
  return `Failed to submit issue: ${message}`;
}

/** The search endpoint is missing. */
export function searchEndpointRequiredMessage(provider: string = SEARCH_PROVIDER): string {
  return `An ${provider} Search endpoint must be provided.`;
}

/** The search API key is missing. */
export function searchApiKeyRequiredMessage(provider: string = SEARCH_PROVIDER): string {
  return `An ${provider} API Key must be provided.`;
}

/** A non-OK response of the generic fetch wrapper: `{status}: {message or statusText}`. */
export function fetchErrorMessage(
  status: number,
  statusText: string,
  message?: string | null,
): string {
  return `${status}: ${message || statusText}`;
}

/** What the error page shows. */
export interface ErrorPageModel {
  title: string;
  pageTypeSlug: string;
  statusCode: number;
  message: string;
}

/** Reads an error status (`statusCode`, else `status`); only 4xx/5xx count, a page is never an error with 200. */
function statusOf(error: Record<string, unknown>): number | null {
  for (const key of ['statusCode', 'status'] as const) {
    const value = error[key];
    if (typeof value === 'number' && Number.isInteger(value) && value >= 400 && value <= 599) {
      return value;
    }
  }
  return null;
}

/** Builds the error page's content from anything thrown: status default 500, message default. */
export function errorPageModel(error: unknown): ErrorPageModel {
  let statusCode: number = DEFAULT_ERROR_STATUS;
  let message = DEFAULT_ERROR_MESSAGE;
  if (typeof error === 'string' && error.trim()) {
    message = error;
  } else if (error && typeof error === 'object') {
    const record = error as Record<string, unknown>;
    statusCode = statusOf(record) ?? DEFAULT_ERROR_STATUS;
    const candidate = [record.message, record.statusText, record.data].find(
      (value): value is string => typeof value === 'string' && value.trim() !== '',
    );
    if (candidate) message = candidate;
  }
  return { title: ERROR_PAGE_TITLE, pageTypeSlug: ERROR_PAGE_TYPE_SLUG, statusCode, message };
}
