/**
 * The versions of one kind, as links to their first page: the list the
 * versions page (src/pages/versions.mdx and its zh twin) shows under each of
 * its headings. The versions this build renders come from the docs plugin's
 * public hooks, so a build of some versions (DOCS_VERSIONS) lists those; the
 * archived ones (versionsArchived.json) are served from their frozen trees,
 * so their links load the page from the server (`pathname://`) rather than
 * look for a route this app does not have. It holds no text of its own: the
 * page's words are the page's, translated with it, and stay out of the
 * scripts every page loads.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {
  useVersions,
  type GlobalVersion,
} from '@docusaurus/plugin-content-docs/client';

import {archivedVersions, introductionFromServer} from '@site/src/data/site';

export type VersionKind = 'latest' | 'next' | 'earlier' | 'archived';

interface Entry {
  readonly name: string;
  readonly label: string;
  readonly to: string;
}

/** The path of a version's first page, as its sidebar opens it. */
function mainDocPath(version: GlobalVersion): string {
  return (
    version.docs.find(({id}) => id === version.mainDocId)?.path ?? version.path
  );
}

const isKind: Record<
  Exclude<VersionKind, 'archived'>,
  (version: GlobalVersion) => boolean
> = {
  latest: ({isLast}) => isLast,
  next: ({isLast, name}) => !isLast && name === 'current',
  earlier: ({isLast, name}) => !isLast && name !== 'current',
};

export default function VersionList({
  kind,
  children,
}: {
  kind: VersionKind;
  /** What the page says when the kind has no version. */
  children?: ReactNode;
}): ReactNode {
  const versions = useVersions('default');
  const entries: Entry[] =
    kind === 'archived'
      ? archivedVersions.map((name) => ({
          name,
          label: name,
          to: introductionFromServer(name),
        }))
      : versions.filter(isKind[kind]).map((version) => ({
          name: version.name,
          label: version.label,
          to: mainDocPath(version),
        }));
  if (entries.length === 0) return children ?? null;
  return (
    <ul>
      {entries.map(({name, label, to}) => (
        <li key={name}>
          <Link
            to={to}
            target={to.startsWith('pathname:') ? '_self' : undefined}>
            {label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
