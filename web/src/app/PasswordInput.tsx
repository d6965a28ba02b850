import { PasswordInput as MantinePasswordInput, type PasswordInputProps } from '@mantine/core';

/**
 * Mantine's PasswordInput marks a field in error with data-invalid only: this one also says so to assistive
 * technology (aria-invalid="true"), as every other field of the app does, so that a refused submit finds it too.
 */
export function PasswordInput(props: PasswordInputProps) {
  return <MantinePasswordInput aria-invalid={props.error ? true : undefined} {...props} />;
}
