/**
 * The home page (`/` and `/zh/`): the hero with the get-started link, then the
 * newest release post, then the three highlights of Lattice.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

import HomepageFeatures from '@site/src/components/HomepageFeatures';
import LatestPost from '@site/src/components/LatestPost';
import {productName} from '@site/src/data/site';
import styles from './index.module.css';

function HomepageHeader(): ReactNode {
  return (
    <header className={clsx('hero', styles.heroBanner)}>
      <div className="container">
        <Heading as="h1" className="hero__title">
          {productName}
        </Heading>
        <p className="hero__subtitle">
          <Translate
            id="homepage.tagline"
            description="The tagline under the site name on the home page">
            Build modular front-end applications, on any UI library.
          </Translate>
        </p>
        <div className={styles.buttons}>
          <Link
            className="button button--primary button--lg"
            to="/docs/introduction">
            <Translate
              id="homepage.getStarted"
              description="The home page's link to the docs introduction">
              Get started
            </Translate>
          </Link>
          <Link
            className="button button--secondary button--lg"
            to="/docs/overview/first-steps">
            <Translate
              id="homepage.firstSteps"
              description="The home page's link to the first steps guide">
              First steps
            </Translate>
          </Link>
        </div>
      </div>
    </header>
  );
}

export default function Home(): ReactNode {
  return (
    <Layout
      title={translate({
        id: 'homepage.title',
        message: 'Modular front-end applications',
        description: 'The document title of the home page',
      })}
      description={translate({
        id: 'homepage.description',
        message: 'Build modular front-end applications, on any UI library.',
        description: 'The meta description of the home page',
      })}>
      <HomepageHeader />
      <main>
        <LatestPost />
        <HomepageFeatures />
      </main>
    </Layout>
  );
}
