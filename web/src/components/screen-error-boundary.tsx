import { Button, Stack } from '@mantine/core';
import { Component, type ReactNode } from 'react';
import { ErrorNote } from './error-note';

/** Shows an unexpected rendering error as a message with a way back, never a blank screen. */
export class ScreenErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  render() {
    if (!this.state.error) return this.props.children;
    return (
      <Stack maw={520} mx="auto" mt="xl">
        <ErrorNote error={this.state.error} />
        <Button variant="default" onClick={() => window.location.assign('/app/contacts')}>
          Back to Contacts
        </Button>
      </Stack>
    );
  }
}
