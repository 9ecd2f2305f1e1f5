// Component tests (jsdom) wait up to 4 s for what a page shows: on a loaded 2-core machine a
// lazy chunk's first import alone can take over a second, Testing Library's default wait.
// Node-environment tests skip this.
if (typeof window !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 4000 });
}

export {};
