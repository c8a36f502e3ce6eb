/**
 * Imported before Prism's core (see ./languages.ts): Prism reads these two
 * settings from a global `Prism` object when it loads. `manual` stops it from
 * highlighting every `<code class="language-…">` of the page on its own once
 * the document is ready, which would rewrite the DOM React renders and
 * hydrates; `disableWorkerMessageHandler` stops it from answering messages
 * when it runs in a worker.
 */
(globalThis as {Prism?: object}).Prism = {
  manual: true,
  disableWorkerMessageHandler: true,
};

export {};
