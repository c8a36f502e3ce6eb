// Stand-in for `@generated/docusaurus.config`: the real site configuration.
import config from '../../docusaurus.config';

export default config;
