/**
 * The shapes of the search plugin's index documents and of a result, shared
 * by the engine (`./engine.ts`, in the worker) and the navbar's dropdown
 * (`src/theme/SearchBar/Dropdown.tsx`, on the page): a module of their own,
 * so that the dropdown's code does not bring the engine and lunr with it.
 */
import type lunr from 'lunr';

/** The plugin's document types, in the order of its index file. */
export enum DocumentType {
  Title = 0,
  Heading = 1,
  Description = 2,
  Keywords = 3,
  Content = 4,
}

/** A document of the plugin's index: a page, a section or a paragraph. */
export interface SearchDocument {
  /** id */
  i: number;
  /** text: the title, heading or paragraph */
  t: string;
  /** URL of the page */
  u: string;
  /** hash of the section */
  h?: string;
  /** id of the page a section belongs to */
  p?: number;
  /** breadcrumb */
  b?: string[];
  /** the section's heading, for a paragraph */
  s?: string;
}

/** A result, in the shape the dropdown and the plugin's results page render. */
export interface SearchResult {
  document: SearchDocument;
  type: DocumentType;
  page: SearchDocument | false | undefined;
  metadata: lunr.MatchData['metadata'];
  tokens: string[];
  score: number;
  isInterOfTree?: boolean;
  isLastOfTree?: boolean;
}
