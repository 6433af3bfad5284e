// A document whose text could not be loaded (its chunk failed): the error and a retry,
// in place of the document, inside the docs' frame.
import { Component, type ReactNode } from 'react';
import { LoadError } from '../../../components/page/load-error';

interface Props {
  children: ReactNode;
}

export class DocLoadBoundary extends Component<Props, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    // The failed load was forgotten (content.ts), so rendering again loads it anew.
    return <LoadError error={error} onRetry={async () => this.setState({ error: null })} />;
  }
}
