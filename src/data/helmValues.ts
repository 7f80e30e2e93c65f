import type {HelmValue} from '../content/helmValues';

/**
 * Every key that the published values files set (static/deploy/values.yaml, values-managed.yaml and
 * values-clickhouse.yaml), in the order of the reference page (`configuring-cairn/helm-values`), whose table is
 * rendered from this list for each docs version, with each key's value read from the files
 * (src/content/remark/helm-values.ts). A key in a file without an entry here, or an entry for a key no file sets,
 * fails the build and the checks naming the key and the file. `since` is the release whose chart first read the
 * key: the chart came with 1.6.0. Links are relative to `configuring-cairn/`.
 */
export const HELM_VALUES: HelmValue[] = [
  // The release and the site
  {
    key: 'image.repository',
    description: 'The Docker image the web pods, the worker pods and the migration job run',
    since: '1.6',
  },
  {
    key: 'image.tag',
    description:
      'The Cairn release to run, the image tag without a `v`; pin an exact release, and change it to upgrade as in [Upgrading Cairn](upgrading-cairn.md#kubernetes-with-helm)',
    since: '1.6',
    pinsRelease: true,
  },
  {
    key: 'image.pullPolicy',
    description: 'When Kubernetes pulls the image; with a pinned tag, `IfNotPresent` pulls each release once per node',
    since: '1.6',
  },
  {
    key: 'siteUrl',
    description: 'The public address of your instance; sets `SITE_URL` for every pod and must match `ingress.hostname`',
    since: '1.6',
  },
  {
    key: 'secretKey.existingSecret',
    description:
      'The Kubernetes secret that holds `SECRET_KEY`; when no secret is named, the chart generates a key and keeps it across upgrades',
    since: '1.6',
  },
  {
    key: 'secretKey.existingSecretKey',
    description: 'The key inside `secretKey.existingSecret` whose value is `SECRET_KEY`',
    since: '1.6',
  },

  // The pods
  {
    key: 'web.replicaCount',
    description:
      'How many web pods serve the app, the API and `/capture/`; see [Scaling Cairn](scaling-cairn.md) for when to add more',
    since: '1.6',
  },
  {
    key: 'web.resources',
    description: 'The CPU and memory requests and limits of each web pod, as in any Kubernetes container',
    since: '1.6',
    freeForm: true,
  },
  {
    key: 'worker.replicaCount',
    description:
      'How many Celery worker pods process events and scheduled tasks; scale them on the queue length, as [Scaling Cairn](scaling-cairn.md) explains',
    since: '1.6',
  },
  {
    key: 'worker.resources',
    description: 'The CPU and memory requests and limits of each worker pod',
    since: '1.6',
    freeForm: true,
  },
  {
    key: 'migrations.activeDeadlineSeconds',
    description:
      'How long the Helm hook job that runs `python manage.py migrate` before new pods start may run, in seconds, before Kubernetes stops it and the install or upgrade fails; keep the `--timeout` of `helm install` and `helm upgrade` longer',
    since: '1.6',
  },

  // The ingress
  {
    key: 'ingress.enabled',
    description: 'Whether the chart creates an ingress for the web service',
    since: '1.6',
  },
  {
    key: 'ingress.className',
    description: 'The ingress class of your controller, as `kubectl get ingressclass` lists it',
    since: '1.6',
  },
  {
    key: 'ingress.hostname',
    description: 'The host name the ingress answers for, the host of `siteUrl`',
    since: '1.6',
  },
  {
    key: 'ingress.annotations',
    description:
      "Annotations for the ingress, such as cert-manager's issuer and ingress-nginx's body size limit (20 MB, as for nginx in [Running behind a proxy](running-behind-proxy.md))",
    since: '1.6',
    freeForm: true,
  },
  {
    key: 'ingress.tls.enabled',
    description: 'Whether the ingress serves HTTPS with the certificate in `ingress.tls.secretName`',
    since: '1.6',
  },
  {
    key: 'ingress.tls.secretName',
    description:
      'The secret that holds the TLS certificate; cert-manager creates and renews it when the issuer annotation is set',
    since: '1.6',
  },

  // The bundled databases
  {
    key: 'postgresql.enabled',
    description:
      'Whether the chart runs PostgreSQL 15 as a stateful set; `false` with `externalPostgresql.url` for a managed database',
    since: '1.6',
  },
  {
    key: 'postgresql.persistence.size',
    description:
      "The size of the bundled PostgreSQL's volume; the [sizing table](scaling-cairn.md#sizing-by-monthly-events) gives the disk a year of events needs",
    since: '1.6',
  },
  {
    key: 'postgresql.persistence.storageClass',
    description: "The storage class of the bundled PostgreSQL's volume; empty uses the cluster's default class",
    since: '1.6',
  },
  {
    key: 'postgresql.resources',
    description: 'The CPU and memory requests and limits of the bundled PostgreSQL pod',
    since: '1.6',
    freeForm: true,
  },
  {
    key: 'redis.enabled',
    description:
      'Whether the chart runs Redis 7 as a stateful set; `false` with `externalRedis.url` for a managed Redis',
    since: '1.6',
  },
  {
    key: 'redis.persistence.size',
    description: "The size of the bundled Redis's volume, which holds the queue of events waiting for a worker",
    since: '1.6',
  },
  {
    key: 'redis.resources',
    description: 'The CPU and memory requests and limits of the bundled Redis pod',
    since: '1.6',
    freeForm: true,
  },

  // Managed databases and ClickHouse
  {
    key: 'externalPostgresql.url',
    description:
      'The URL of a PostgreSQL 15 database the chart does not run, in the form of `DATABASE_URL`, which it sets; used when `postgresql.enabled` is `false`',
    since: '1.6',
  },
  {
    key: 'externalRedis.url',
    description:
      'The URL of a Redis 7 the chart does not run, in the form of `REDIS_URL` (`rediss://` for TLS), which it sets; used when `redis.enabled` is `false`',
    since: '1.6',
  },
  {
    key: 'externalClickhouse.url',
    description:
      'Sets `CLICKHOUSE_URL` for every pod: new events go to ClickHouse and insights run there; follow [Add ClickHouse](scaling-cairn.md#add-clickhouse) to switch, and [Operate ClickHouse](clickhouse.md) for backups',
    since: '1.10',
  },

  // Everything else Cairn reads
  {
    key: 'trustedProxies',
    description:
      'The proxies to trust, passed to every pod as `TRUSTED_PROXIES`; it must cover the pod network of your ingress controller ([Running behind a proxy](running-behind-proxy.md))',
    since: '1.15',
  },
  {
    key: 'env',
    description:
      'Any other environment variable of the [reference](environment-variables.md), as a list of `name` and `value`; quote values such as `"true"` and `"587"`',
    since: '1.6',
    freeForm: true,
  },
  {
    key: 'envFromSecrets',
    description:
      'Environment variables read from Kubernetes secrets, as a list of `name`, `secretName` and `key`, for passwords such as `EMAIL_HOST_PASSWORD`',
    since: '1.6',
    freeForm: true,
  },
];
