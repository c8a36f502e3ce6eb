/**
 * The three highlights of Lattice on the home page, in the brief's order: easy
 * to use; framework-agnostic (React, Vue, Svelte); efficient thanks to the CLI.
 */
import React, {type ComponentType, type ReactNode, type SVGProps} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';

import EasyToUseSvg from '@site/static/img/feature-easy.svg';
import AgnosticSvg from '@site/static/img/feature-agnostic.svg';
import CliSvg from '@site/static/img/feature-cli.svg';
import styles from './styles.module.css';

interface Feature {
  readonly Svg: ComponentType<SVGProps<SVGSVGElement> & {title?: string}>;
  /** The picture's <title> (its tooltip), in the reader's language. */
  readonly svgTitle: string;
  readonly title: ReactNode;
  readonly description: ReactNode;
}

const features: readonly Feature[] = [
  {
    Svg: EasyToUseSvg,
    svgTitle: translate({
      id: 'homepage.features.easy.svgTitle',
      message: 'Modules that fit together',
      description: 'The picture of the first home page highlight',
    }),
    title: (
      <Translate
        id="homepage.features.easy.title"
        description="Title of the first home page highlight">
        Easy to use
      </Translate>
    ),
    description: (
      <Translate
        id="homepage.features.easy.description"
        description="Text of the first home page highlight">
        Modules, providers and components are plain TypeScript classes with
        decorators. Start a project with one command and grow it module by
        module.
      </Translate>
    ),
  },
  {
    Svg: AgnosticSvg,
    svgTitle: translate({
      id: 'homepage.features.agnostic.svgTitle',
      message: 'One core, three UI libraries',
      description: 'The picture of the second home page highlight',
    }),
    title: (
      <Translate
        id="homepage.features.agnostic.title"
        description="Title of the second home page highlight">
        Framework-agnostic
      </Translate>
    ),
    description: (
      <Translate
        id="homepage.features.agnostic.description"
        description="Text of the second home page highlight">
        Write views in React, Vue or Svelte: platform packages connect them to
        the same modules and providers, so your application logic never depends
        on the UI library.
      </Translate>
    ),
  },
  {
    Svg: CliSvg,
    svgTitle: translate({
      id: 'homepage.features.cli.svgTitle',
      message: 'A terminal running the lattice command',
      description: 'The picture of the third home page highlight',
    }),
    title: (
      <Translate
        id="homepage.features.cli.title"
        description="Title of the third home page highlight">
        Efficient with the CLI
      </Translate>
    ),
    description: (
      <Translate
        id="homepage.features.cli.description"
        description="Text of the third home page highlight">
        The lattice command-line tool generates modules, components, providers
        and interceptors, and upgrades every package together with its
        migrations.
      </Translate>
    ),
  },
];

function FeatureCard({Svg, svgTitle, title, description}: Feature): ReactNode {
  return (
    <div className={clsx('col col--4', styles.feature)}>
      <div className="text--center">
        <Svg
          className={styles.featureSvg}
          title={svgTitle}
          role="img"
          aria-hidden="true"
        />
      </div>
      <div className="text--center padding-horiz--md">
        <Heading as="h2" className={styles.featureTitle}>
          {title}
        </Heading>
        <p>{description}</p>
      </div>
    </div>
  );
}

export default function HomepageFeatures(): ReactNode {
  return (
    <section className={styles.features}>
      <div className="container">
        <div className="row">
          {features.map((feature, index) => (
            <FeatureCard key={index} {...feature} />
          ))}
        </div>
      </div>
    </section>
  );
}
