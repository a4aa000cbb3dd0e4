import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useId } from '@mantine/hooks';

/**
 * Mantine's `PasswordInput`, with its description and error tied to the field
 * (`aria-describedby`, `aria-invalid`) as `TextInput` does, so assistive technology reads them.
 */
export function PasswordField(props: PasswordInputProps) {
  const id = useId(props.id);
  const describedBy = [
    props.description ? `${id}-description` : null,
    props.error ? `${id}-error` : null,
  ].filter(Boolean);
  return (
    <PasswordInput
      {...props}
      id={id}
      aria-invalid={props.error ? true : undefined}
      aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
    />
  );
}
