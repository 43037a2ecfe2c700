'use client';

import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface ErrorBoundaryFallbackProps {
  /** What was thrown. */
  error: unknown;
  /** Clears the error and renders the children again. */
  reset: () => void;
}

export interface ErrorBoundaryProps {
  children?: ReactNode;
  /** Rendered instead of the children after one of them threw; a function receives the error and `reset`. */
  fallback?: ReactNode | ((props: ErrorBoundaryFallbackProps) => ReactNode);
  /** Called once with what was thrown (to log it). */
  onError?: (error: unknown, info: ErrorInfo) => void;
  /** Called when the boundary resets, before the children render again (to refetch, say). */
  onReset?: () => void;
  /** When any of these values changes while the fallback shows, the boundary resets by itself. */
  resetKeys?: readonly unknown[];
}

interface State {
  failed: boolean;
  error: unknown;
}

/**
 * Catches what its children throw while rendering and shows `fallback` instead, with a `reset` that
 * tries again. Renders no element of its own. (A class: React has no hook for error boundaries.)
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { failed: false, error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }

  override componentDidUpdate(previous: ErrorBoundaryProps) {
    if (this.state.failed && changed(previous.resetKeys, this.props.resetKeys)) this.reset();
  }

  reset = () => {
    this.props.onReset?.();
    this.setState({ failed: false, error: null });
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    const { fallback = null } = this.props;
    return typeof fallback === 'function'
      ? fallback({ error: this.state.error, reset: this.reset })
      : fallback;
  }
}

function changed(a: readonly unknown[] = [], b: readonly unknown[] = []) {
  return a.length !== b.length || a.some((value, i) => !Object.is(value, b[i]));
}
