import { describe, expect, it } from 'vitest';
import { accessibilityFormSchema } from '../../forms/accessibility/accessibility-schema';
import { contactFormSchema } from '../../forms/contact/contact-schema';
import { describeFieldErrors } from '../../forms/form-handler.server';
import { AUTH_STRINGS } from './auth-strings.server';
import { FORM_STRINGS } from './form-strings.server';
import { MESSAGE_LIST_STRINGS } from './message-list-strings.server';
import type { StringTable } from './route-strings.server';
import { SEARCH_STRINGS } from './search-strings.server';
import { HAND_WRITTEN_LABELS, placeholdersOf } from './ui-strings.server';

const TABLES: Record<string, StringTable<string>> = {
  search: SEARCH_STRINGS,
  'message list': MESSAGE_LIST_STRINGS,
  forms: FORM_STRINGS,
  'sign-in page': AUTH_STRINGS,
};

describe('route strings', () => {
  it('has every hand-written language of the chrome in every table, in full', () => {
    for (const [name, table] of Object.entries(TABLES)) {
      expect(Object.keys(table.handWritten).sort(), name).toEqual(
        Object.keys(HAND_WRITTEN_LABELS).sort(),
      );
      for (const [code, labels] of Object.entries(table.handWritten)) {
        expect(Object.keys(labels).sort(), `${name} ${code}`).toEqual(
          Object.keys(table.english).sort(),
        );
      }
    }
  });

  it('keeps every placeholder, and writes every string, in every hand-written language', () => {
    for (const [name, table] of Object.entries(TABLES)) {
      for (const [code, labels] of Object.entries(table.handWritten)) {
        for (const [key, english] of Object.entries(table.english)) {
          const label = labels[key] ?? '';
          expect(placeholdersOf(label), `${name} ${code} ${key}`).toBe(placeholdersOf(english));
          expect(label.trim(), `${name} ${code} ${key}`).not.toBe('');
        }
      }
    }
    expect(placeholdersOf(SEARCH_STRINGS.english.results)).toBe('count,query');
  });
});

describe('form messages', () => {
  const invalid = {
    recipientId: 'person-1234',
    senderName: '  ',
    senderEmail: 'not an address',
    messageBody: 'a'.repeat(5_001),
  };

  it('names each field’s first problem in English, with the limit in English digits', () => {
    const parsed = contactFormSchema.safeParse(invalid);
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(describeFieldErrors(parsed.error, FORM_STRINGS.english, 'en')).toEqual({
      senderName: 'Enter your name.',
      senderEmail: 'Enter an e-mail address in the form name@example.org.',
      messageBody: 'Keep this under 5,000 characters.',
    });
  });

  it('names them in the reader’s language, with the reader’s digits', () => {
    const parsed = contactFormSchema.safeParse(invalid);
    if (parsed.success) throw new Error('expected the post to be invalid');
    const spanish = FORM_STRINGS.handWritten.es;
    if (!spanish) throw new Error('no Spanish form strings');
    expect(describeFieldErrors(parsed.error, spanish, 'es')).toEqual({
      senderName: 'Escriba su nombre.',
      senderEmail: 'Escriba un correo electrónico con el formato nombre@ejemplo.org.',
      messageBody: 'Escriba menos de 5000 caracteres.',
    });
    const russian = FORM_STRINGS.handWritten.ru;
    if (!russian) throw new Error('no Russian form strings');
    // Russian groups thousands with a (narrow) no-break space.
    expect(describeFieldErrors(parsed.error, russian, 'ru').messageBody).toMatch(
      /^Не больше 5\s000 символов\.$/u,
    );
  });

  it('has a message of ours for every check of both forms, optional fields included', () => {
    const parsed = accessibilityFormSchema.safeParse({
      pageUrl: '',
      description: '',
      reporterName: 'n'.repeat(201),
      reporterEmail: 'nope',
      assistiveTechnology: 't'.repeat(201),
    });
    if (parsed.success) throw new Error('expected the post to be invalid');
    const vietnamese = FORM_STRINGS.handWritten.vi;
    if (!vietnamese) throw new Error('no Vietnamese form strings');
    const errors = describeFieldErrors(parsed.error, vietnamese, 'vi');
    expect(Object.keys(errors).sort()).toEqual([
      'assistiveTechnology',
      'description',
      'pageUrl',
      'reporterEmail',
      'reporterName',
    ]);
    const ours = new Set(
      Object.values(vietnamese).map((template) => template.replace('{max}', '200')),
    );
    for (const message of Object.values(errors)) expect(ours).toContain(message);
  });
});
