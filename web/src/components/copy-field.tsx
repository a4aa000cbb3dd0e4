import { Button, CopyButton, Group, TextInput } from '@mantine/core';

/**
 * A secret or link shown once, to be copied: a read-only field named `label` (monospace, all
 * selected on focus) and the button `copyLabel`, which says `Copied` for a moment after a click.
 */
export function CopyField({
  label,
  value,
  copyLabel = 'Copy',
}: {
  label: string;
  value: string;
  copyLabel?: string;
}) {
  return (
    <Group align="flex-end" wrap="nowrap">
      <TextInput
        label={label}
        value={value}
        readOnly
        style={{ flex: 1 }}
        styles={{
          input: { fontFamily: 'var(--mantine-font-family-monospace)', lineHeight: 'normal' },
        }}
        onFocus={(event) => event.currentTarget.select()}
      />
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button color={copied ? 'teal' : 'indigo'} onClick={copy} miw={100}>
            {copied ? 'Copied' : copyLabel}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
