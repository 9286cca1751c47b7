import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import * as styles from './button.css';

/** The weight of an action: one `primary` per view, `critical` only for destructive actions. */
export type ButtonVariant = keyof typeof styles.variant;

interface Common {
  variant?: ButtonVariant;
  size?: keyof typeof styles.size;
  /** Full width. */
  block?: boolean;
  children: ReactNode;
}

const classes = (
  { variant = 'primary', size = 'standard', block }: Omit<Common, 'children'>,
  extra?: string,
) =>
  [styles.root, styles.variant[variant], styles.size[size], block ? styles.block : '', extra ?? '']
    .filter(Boolean)
    .join(' ');

/** Props of {@link Button}. */
export type ButtonProps = Common & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'>;

/** A button. `type` defaults to `button` so it never submits a form by accident. */
export function Button({
  variant,
  size,
  block,
  className,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <button type={type} className={classes({ variant, size, block }, className)} {...rest}>
      {children}
    </button>
  );
}

/** Props of {@link ButtonLink}. */
export type ButtonLinkProps = Common &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'children'> & { href: string };

/** A link that looks like a button: for actions that go somewhere ("Register now"). */
export function ButtonLink({
  variant,
  size,
  block,
  className,
  children,
  ...rest
}: ButtonLinkProps) {
  return (
    <a className={classes({ variant, size, block }, className)} {...rest}>
      {children}
    </a>
  );
}
