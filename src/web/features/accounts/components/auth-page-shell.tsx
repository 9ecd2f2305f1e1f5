import type { ReactNode } from 'react';

/** The narrow centred column of the forgot- and reset-password pages. */
export function AuthPageShell({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">{children}</div>;
}
