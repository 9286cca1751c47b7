import type { ButtonLinkProps, ButtonProps } from './button';

/** Named examples of {@link Button}. */
export const examples = {
  primary: { children: 'Send message' },
  secondary: { variant: 'secondary', children: 'Cancel' },
  tertiary: { variant: 'tertiary', children: 'Show more' },
  critical: { variant: 'critical', children: 'Delete' },
  small: { size: 'small', children: 'Go' },
  submit: { type: 'submit', children: 'Search' },
  disabled: { disabled: true, children: 'Sending…' },
} satisfies Record<string, ButtonProps>;

/** Named examples of {@link ButtonLink}. */
export const linkExamples = {
  register: { href: '/register', children: 'Register for school' },
} satisfies Record<string, ButtonLinkProps>;
