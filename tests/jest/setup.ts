// Shared setup for every jest test.
// Matchers such as toBeInTheDocument() for the component tests.
import '@testing-library/jest-dom';

if (typeof window !== 'undefined') {
  // Docusaurus's client entry defines window.docusaurus; <Link> prefetches
  // through it. Tests have no chunks to fetch.
  Object.assign(window, {
    docusaurus: {
      prefetch: () => Promise.resolve(),
      preload: () => Promise.resolve(),
    },
  });
}
