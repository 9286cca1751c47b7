import { describe, expect, it } from 'vitest';
import {
  accessibilityServerErrorMessage,
  accessibilitySubmitErrorMessage,
  DEFAULT_ERROR_MESSAGE,
  DEFAULT_ERROR_STATUS,
  EMAIL_INVALID_MESSAGE,
  ERROR_PAGE_TITLE,
  ERROR_PAGE_TYPE_SLUG,
  emailNoResponseErrorMessage,
  emailStatusErrorMessage,
  errorPageModel,
  fetchErrorMessage,
  PAGE_PROPS_ERROR_MESSAGE,
  searchApiKeyRequiredMessage,
  searchEndpointRequiredMessage,
} from './catalogue';

describe('error catalogue', () => {
  it('words the e-mail errors exactly as docs/behaviour.md#email-errors, misspellings included', () => {
    expect(EMAIL_INVALID_MESSAGE).toBe(
      'The emailMessage object is invalid, cannot not send email.',
    );
    expect(emailStatusErrorMessage(502, 'Bad gateway')).toBe(
      'A 502 error occurred while attempting to send email: Bad gateway',
    );
    expect(emailStatusErrorMessage(400, { error: 'bad' })).toBe(
      'A 400 error occurred while attempting to send email: {"error":"bad"}',
    );
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(emailStatusErrorMessage(500, circular)).toBe(
      'A 500 error occurred while attempting to send email: [object Object]',
    );
    expect(emailNoResponseErrorMessage('socket hang up')).toBe(
      'A error occurred while attempting to send email: socket hang up',
    );
  });

  it('words the accessibility form errors', () => {
    expect(accessibilityServerErrorMessage(500, 'oops')).toBe('Server responded with 500: oops');
    expect(accessibilityServerErrorMessage(422, undefined)).toBe('Server responded with 422: ');
    // An empty body reaches the catalogue as null: nothing after the colon, not the word "null".
    expect(accessibilityServerErrorMessage(500, null)).toBe('Server responded with 500: ');
    expect(emailStatusErrorMessage(503, null)).toBe(
      'A 503 error occurred while attempting to send email: ',
    );
    expect(accessibilitySubmitErrorMessage('timeout')).toBe('Failed to submit issue: timeout');
  });

  it('names Azure in the search configuration errors', () => {
    expect(searchEndpointRequiredMessage()).toBe('An Azure Search endpoint must be provided.');
    expect(searchApiKeyRequiredMessage()).toBe('An Azure API Key must be provided.');
    expect(searchApiKeyRequiredMessage('Acme')).toBe('An Acme API Key must be provided.');
  });

  it('words the generic fetch error as {status}: {message or statusText}', () => {
    expect(fetchErrorMessage(404, 'Not Found', 'No such page')).toBe('404: No such page');
    expect(fetchErrorMessage(404, 'Not Found')).toBe('404: Not Found');
    expect(fetchErrorMessage(503, 'Service Unavailable', '')).toBe('503: Service Unavailable');
  });

  it('keeps the page-props and error-page wording', () => {
    expect(PAGE_PROPS_ERROR_MESSAGE).toBe('An error occured while mapping pageQuery to props');
    expect(ERROR_PAGE_TITLE).toBe('An error occurred');
    expect(ERROR_PAGE_TYPE_SLUG).toBe('404-page');
    expect(DEFAULT_ERROR_STATUS).toBe(500);
    expect(DEFAULT_ERROR_MESSAGE).toBe('An unknown error occurred');
  });
});

describe('error page model', () => {
  it('defaults to status 500 and the unknown-error message', () => {
    expect(errorPageModel(undefined)).toEqual({
      title: 'An error occurred',
      pageTypeSlug: '404-page',
      statusCode: 500,
      message: 'An unknown error occurred',
    });
    expect(errorPageModel({})).toMatchObject({
      statusCode: 500,
      message: 'An unknown error occurred',
    });
  });

  it("shows the error's statusCode and message", () => {
    expect(errorPageModel({ statusCode: 404, message: 'Page not found' })).toMatchObject({
      statusCode: 404,
      message: 'Page not found',
    });
    expect(errorPageModel(new Error('Boom'))).toMatchObject({ statusCode: 500, message: 'Boom' });
  });

  it('reads a response-like status and statusText', () => {
    expect(errorPageModel({ status: 403, statusText: 'Forbidden' })).toMatchObject({
      statusCode: 403,
      message: 'Forbidden',
    });
    expect(errorPageModel({ status: 404, data: 'Not here' }).message).toBe('Not here');
  });

  it('ignores a status that is not an error status', () => {
    expect(errorPageModel({ status: 200, message: 'odd' }).statusCode).toBe(500);
    expect(errorPageModel({ statusCode: '404' }).statusCode).toBe(500);
  });

  it('shows a thrown string as the message', () => {
    expect(errorPageModel('Broken').message).toBe('Broken');
    expect(errorPageModel('  ').message).toBe('An unknown error occurred');
  });
});
