import { describe, expect, it } from 'vitest';
import { validateEmailMessage } from './validate';

const valid = {
  recipientId: 'principal-aspen-grove',
  senderEmail: 'parent@example.org',
  senderName: 'A Parent',
  messageBody: 'Hello',
};
const INVALID = 'The emailMessage object is invalid, cannot not send email.';

describe('e-mail validation', () => {
  it('accepts a message with all four fields present', () => {
    expect(validateEmailMessage(valid)).toEqual(valid);
  });

  it.each(['recipientId', 'senderEmail', 'senderName', 'messageBody'] as const)(
    'rejects a message whose %s is missing or blank',
    (field) => {
      const { [field]: _omitted, ...missing } = valid;
      expect(() => validateEmailMessage(missing)).toThrow(INVALID);
      expect(() => validateEmailMessage({ ...valid, [field]: '  ' })).toThrow(INVALID);
    },
  );

  it('rejects anything that is not an e-mail message', () => {
    expect(() => validateEmailMessage(null)).toThrow(INVALID);
    expect(() => validateEmailMessage({ ...valid, senderName: 42 })).toThrow(INVALID);
  });
});
