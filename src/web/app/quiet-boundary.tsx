import { Component, type ReactNode } from 'react';
import { reportClientError } from '../lib/report-errors';

/**
 * Around an optional, lazily loaded part of a page (the admin alert banner, staff tools): if it
 * fails (its chunk did not load) it shows nothing and the page stays; the failure is reported.
 */
export class QuietBoundary extends Component<
  { name: string; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error): void {
    reportClientError({ kind: 'render', message: `${this.props.name}: ${error.message}` });
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
