/**
 * The shortest install, as the home page shows it: fetch the published Compose file and example settings
 * (static/deploy/, the files the Docker guide shows), fill in the settings, start. The Docker guide
 * (docs/deployment/deploy-docker.md) is the full version, with HTTPS in front.
 */
export interface InstallStep {
  /** What the step does, one line. */
  label: string;
  command: string;
}

/** The published files the steps fetch, as site paths (each must exist under static/). */
export const INSTALL_FILES = ['/deploy/docker-compose.yml', '/deploy/.env.example'] as const;

export const INSTALL_STEPS: readonly InstallStep[] = [
  {label: 'Fetch the Compose file', command: `curl -fsSLO https://cairn.dev${INSTALL_FILES[0]}`},
  {
    label: 'Fetch the example settings, then set SITE_URL and the two secrets it marks',
    command: `curl -fsSL https://cairn.dev${INSTALL_FILES[1]} -o .env`,
  },
  {label: 'Start Cairn on port 8000', command: 'docker compose up -d'},
];
