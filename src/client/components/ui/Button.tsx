import type { ComponentPropsWithRef } from 'react';
import { buttonClass, type ButtonVariant } from './buttons.ts';

/**
 * The site's button. `type` defaults to "button" (a submit button says so), so a button inside a
 * form never submits it by accident; `className` adds layout (margins, width), not colours.
 */
export function Button({
  variant = 'primary',
  type = 'button',
  className,
  ...props
}: ComponentPropsWithRef<'button'> & { variant?: ButtonVariant }) {
  return (
    <button
      type={type}
      className={className ? `${buttonClass[variant]} ${className}` : buttonClass[variant]}
      {...props}
    />
  );
}
