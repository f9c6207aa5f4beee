'use client';
import * as React from 'react';

interface Props {
  /** Shown instead of the children once they throw; `retry` renders them again. */
  fallback: (error: Error, retry: () => void) => React.ReactNode;
  onError?: (error: Error) => void;
  children: React.ReactNode;
}

/** Keeps a crashing demo inside its frame: the rest of the page goes on working. */
export class DemoErrorBoundary extends React.Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error) {
    this.props.onError?.(error);
  }

  retry = () => this.setState({ error: null });

  override render() {
    return this.state.error ? this.props.fallback(this.state.error, this.retry) : this.props.children;
  }
}
