import type { FieldProps } from './field';

/** Named examples of {@link Field}. */
export const examples = {
  text: { label: 'Your name', name: 'senderName', autoComplete: 'name' },
  withHint: {
    label: 'Email address',
    name: 'senderEmail',
    type: 'email',
    hint: 'We only use this to reply to you.',
    autoComplete: 'email',
  },
  withError: {
    label: 'Email address',
    name: 'senderEmail',
    type: 'email',
    hint: 'We only use this to reply to you.',
    error: 'Enter an email address',
  },
  multiline: { label: 'Message', name: 'messageBody', multiline: true, required: true },
} satisfies Record<string, FieldProps>;
