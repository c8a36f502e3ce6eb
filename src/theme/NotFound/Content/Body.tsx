/**
 * The body of the not-found page (404.html of each locale and any unknown
 * route), loaded on demand by ./index.tsx. Upstream's copy plus the ways
 * back: the home page and the docs.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import type {Props} from '@theme/NotFound/Content';
import Heading from '@theme/Heading';

import styles from './styles.module.css';

export default function NotFoundContent({className}: Props): ReactNode {
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            <Translate
              id="theme.NotFound.title"
              description="The title of the 404 page">
              Page Not Found
            </Translate>
          </Heading>
          <p>
            <Translate
              id="theme.NotFound.p1"
              description="The first paragraph of the 404 page">
              We could not find what you were looking for.
            </Translate>
          </p>
          <p>
            <Translate
              id="theme.NotFound.p2"
              description="The 2nd paragraph of the 404 page">
              Please contact the owner of the site that linked you to the
              original URL and let them know their link is broken.
            </Translate>
          </p>
          {/* Differs from upstream: ways back into the site. */}
          <div className={styles.links}>
            <Link className="button button--primary" to="/">
              <Translate
                id="theme.NotFound.homeLink"
                description="The link from the 404 page to the home page">
                Back to the home page
              </Translate>
            </Link>
            <Link className="button button--secondary" to="/docs/introduction">
              <Translate
                id="theme.NotFound.docsLink"
                description="The link from the 404 page to the documentation">
                Read the documentation
              </Translate>
            </Link>
          </div>
        </div>
      </div>
    </main>
  );
}
