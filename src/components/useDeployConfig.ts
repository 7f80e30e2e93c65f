import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {DeployConfig, siteLinks} from '@site/src/config/site';

export type SiteLinks = ReturnType<typeof siteLinks>;

/** The deploy-time values and derived links that docusaurus.config.ts publishes as custom fields. */
export function useDeployConfig(): {deploy: DeployConfig; links: SiteLinks} {
  const {siteConfig} = useDocusaurusContext();
  return siteConfig.customFields as unknown as {deploy: DeployConfig; links: SiteLinks};
}
