/**
 * The versions page (`/versions` and `/zh/versions`): every version of the
 * docs, in the order of the version dropdown, which links here ("All
 * versions"). The versions this build renders come from the docs plugin's
 * public hooks, so a build of some versions (DOCS_VERSIONS) lists those; the
 * archived ones (versionsArchived.json) are served from their frozen trees,
 * so their links load the page from the server (`pathname://`) rather than
 * look for a route this app does not have.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {
  useVersions,
  type GlobalVersion,
} from '@docusaurus/plugin-content-docs/client';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

import {archivedVersions, productName} from '@site/src/data/site';

/** The path of a version's first page, as its sidebar opens it. */
function mainDocPath(version: GlobalVersion): string {
  return (
    version.docs.find(({id}) => id === version.mainDocId)?.path ?? version.path
  );
}

/** A row of a version table: the version, and where its docs open. */
interface Row {
  name: string;
  label: string;
  to: string;
}

function VersionTable({rows}: {rows: readonly Row[]}): ReactNode {
  return (
    <table>
      <thead>
        <tr>
          <th>
            <Translate
              id="versions.table.version"
              description="The versions page: the header of the version column">
              Version
            </Translate>
          </th>
          <th>
            <Translate
              id="versions.table.documentation"
              description="The versions page: the header of the link column">
              Documentation
            </Translate>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({name, label, to}) => (
          <tr key={name}>
            <th scope="row">{label}</th>
            <td>
              <Link
                to={to}
                target={to.startsWith('pathname:') ? '_self' : undefined}>
                <Translate
                  id="versions.table.link"
                  description="The versions page: the link to a version's docs; {version} is its label"
                  values={{version: label}}>
                  {'{version} documentation'}
                </Translate>
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A kind of version: its heading, what its docs are, and its table; nothing when it has none. */
function VersionSection({
  id,
  title,
  text,
  rows,
}: {
  id: string;
  title: ReactNode;
  text: ReactNode;
  rows: readonly Row[];
}): ReactNode {
  if (rows.length === 0) return null;
  return (
    <>
      <Heading as="h2" id={id}>
        {title}
      </Heading>
      <p>{text}</p>
      <VersionTable rows={rows} />
    </>
  );
}

export default function Versions(): ReactNode {
  const versions = useVersions('default');
  const row = (version: GlobalVersion): Row => ({
    name: version.name,
    label: version.label,
    to: mainDocPath(version),
  });
  const latest = versions.filter(({isLast}) => isLast);
  const next = versions.filter(({name}) => name === 'current');
  const earlier = versions.filter(
    ({isLast, name}) => !isLast && name !== 'current',
  );
  const archived = archivedVersions.map((name): Row => ({
    name,
    label: name,
    to: `pathname:///docs/${name}/introduction`,
  }));
  const title = translate(
    {
      id: 'versions.title',
      message: '{product} documentation versions',
      description: 'The versions page: its title and heading',
    },
    {product: productName},
  );
  return (
    <Layout
      title={title}
      description={translate({
        id: 'versions.description',
        message:
          'Every version of the documentation: the latest release, the next one, and the earlier releases.',
        description: 'The versions page: its meta description',
      })}>
      <main className="container margin-vert--lg">
        <Heading as="h1">{title}</Heading>
        <p>
          <Translate
            id="versions.intro"
            description="The versions page: the paragraph under its heading">
            Each release of Lattice has its own documentation. The version menu
            in the navigation bar opens the page you are reading in another
            version; this page lists every version.
          </Translate>
        </p>

        <VersionSection
          id="latest"
          title={
            <Translate
              id="versions.latest.title"
              description="The versions page: the heading of the latest release">
              Latest release
            </Translate>
          }
          text={
            <Translate
              id="versions.latest.text"
              description="The versions page: what the latest release's docs are">
              The documentation of the current release, the only one that
              receives bug fixes and security fixes.
            </Translate>
          }
          rows={latest.map(row)}
        />
        <VersionSection
          id="next"
          title={
            <Translate
              id="versions.next.title"
              description="The versions page: the heading of the unreleased version">
              Next version
            </Translate>
          }
          text={
            <Translate
              id="versions.next.text"
              description="The versions page: what next's docs are">
              The documentation of the unreleased version, as the main branch of
              Lattice has it. It may change before the release.
            </Translate>
          }
          rows={next.map(row)}
        />
        <VersionSection
          id="earlier"
          title={
            <Translate
              id="versions.earlier.title"
              description="The versions page: the heading of the older releases">
              Earlier releases
            </Translate>
          }
          text={
            <Translate
              id="versions.earlier.text"
              description="The versions page: what the older releases' docs are">
              These releases are no longer maintained. They still install, and
              their documentation stays online.
            </Translate>
          }
          rows={earlier.map(row)}
        />
        <VersionSection
          id="archived"
          title={
            <Translate
              id="versions.archived.title"
              description="The versions page: the heading of the archived releases">
              Archived releases
            </Translate>
          }
          text={
            <Translate
              id="versions.archived.text"
              description="The versions page: what an archived release's docs are">
              These releases are no longer maintained, and their documentation
              is no longer rebuilt with the site: it is kept as it was last
              built, at the same addresses. A link from it to another version
              opens the site as it is now.
            </Translate>
          }
          rows={archived}
        />
      </main>
    </Layout>
  );
}
