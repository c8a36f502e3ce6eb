/**
 * Types for the files of the `prismjs` package that ./languages.ts imports:
 * the core is the Prism object of @types/prismjs; a grammar file exports
 * nothing and registers itself on that object.
 */
declare module 'prismjs/components/prism-core' {
  import Prism from 'prismjs';

  export default Prism;
}

declare module 'prismjs/components/prism-*';
