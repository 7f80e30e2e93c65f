/**
 * Upper-case names in the docs that are not environment variables Cairn reads, with where they come from, so the
 * code-block check (scripts/check-code-blocks.mts) can tell them from a Cairn variable missing from
 * src/data/envVars.ts.
 */
export const OTHER_ENV_VARS: Record<string, string> = {
  // Read by Docker Compose and the database images, not by Cairn.
  POSTGRES_PASSWORD:
    'interpolated by Docker Compose into the db service and DATABASE_URL (static/deploy/docker-compose.yml)',
  POSTGRES_USER: 'the postgres image creates this user',
  POSTGRES_DB: 'the postgres image creates this database',
  CLICKHOUSE_PASSWORD:
    'the clickhouse image sets the default user password (static/deploy/docker-compose.clickhouse.yml)',
  CLICKHOUSE_DB: 'the clickhouse image creates this database',
  PGPASSWORD: 'read by the PostgreSQL client tools (pg_dump, psql)',
  // ClickHouse's own names for the state of a backup and its errors (configuring-cairn/clickhouse.md).
  BACKUP_CREATED: "a status in ClickHouse's system.backups table: the backup is complete",
  BACKUP_ALREADY_EXISTS: 'a ClickHouse error: a backup of that name exists',
  CANNOT_RESTORE_TABLE: 'a ClickHouse error: RESTORE found the table not empty',
  // The reader's own shell and app variables in the examples.
  CAIRN_PROJECT_API_KEY: "the reader's app holds its project API key (cpk_...) in this variable",
  CAIRN_PERSONAL_API_KEY: "the reader's shell holds a personal API key (cpat_...) in this variable",
  CAIRN_HOST: "a setting of the reader's Django app (integrations/python.md)",
  PROJECT_KEY: 'shell variable of the lag probe (static/deploy/cairn-lag-probe.sh)',
  PERSONAL_KEY: 'shell variable of the lag probe (static/deploy/cairn-lag-probe.sh)',
  GIT_TAG: 'set by the CI system that runs annotate.sh (features/annotations.md)',
  GITHUB_REF_NAME: 'set by GitHub Actions: the tag or branch being built',
  CI_COMMIT_TAG: 'set by GitLab CI: the tag being built',
  PERSON_ID: 'shell variable of the deletion script (configuring-cairn/deleting-data.md)',
  // Shell variables of the cloud guides, filled from the providers' CLIs.
  LINODE_ID: 'deploy-linode.md, from linode-cli',
  DOMAIN_ID: 'deploy-linode.md, from linode-cli',
  DB_ID: 'deploy-digital-ocean.md, from doctl',
  DB_INSTANCE: 'deploy-aws.md, from the CloudFormation outputs',
  INSTANCE_ID: 'deploy-aws.md, from the EC2 tag lookup',
  DB_IP: 'deploy-gcs.md, from gcloud',
  REDIS_IP: 'deploy-gcs.md, from gcloud',
  MANAGED_DB_URI: 'deploy-digital-ocean.md, from doctl',
  PROJECT_ID: 'deploy-gcs.md, the Google Cloud project',
  CERTIFICATE_ARN: 'running-behind-proxy.md, the ACM certificate from aws acm list-certificates',
  VPC_ID: "running-behind-proxy.md, the instance's VPC from aws ec2 describe-instances",
  SUBNET_IDS: 'running-behind-proxy.md, the public subnets from aws ec2 describe-subnets',
  TARGET_GROUP_ARN: "running-behind-proxy.md, alb.tf's target group from aws elbv2",
  LB_IP: "deploy-gcs.md, the load balancer's reserved address from gcloud",
  PG_SERVER: "deploy-azure.md, the PostgreSQL server's name from the deployment outputs",
  // Placeholders the reader replaces with their own value.
  DB_PASSWORD: 'placeholder for a managed database password',
  REDIS_PASSWORD: 'placeholder for a managed Redis password',
  CLICKHOUSE_HOST: 'placeholder for a ClickHouse server address',
  SMTP_USER: 'placeholder for an SMTP user name',
  SMTP_PASSWORD: 'placeholder for an SMTP password',
  SES_SMTP_USERNAME: 'placeholder for Amazon SES SMTP credentials',
  SES_SMTP_PASSWORD: 'placeholder for Amazon SES SMTP credentials',
  MAILGUN_SMTP_PASSWORD: 'placeholder for a Mailgun SMTP password',
  POSTMARK_SERVER_API_TOKEN: 'placeholder for a Postmark server token',
  GOOGLE_APP_PASSWORD: 'placeholder for a Google app password',
  SENDGRID_API_KEY: 'placeholder for a SendGrid API key',
  GITHUB_CLIENT_ID: 'placeholder for a GitHub OAuth client id',
  GITHUB_CLIENT_SECRET: 'placeholder for a GitHub OAuth client secret',
  // Constants of other software named in prose.
  CREATE_COMPLETE: 'an AWS CloudFormation stack status',
  ROLLBACK_COMPLETE: 'an AWS CloudFormation stack status',
  PENDING_VALIDATION: 'an AWS Certificate Manager status',
  CAPABILITY_IAM: 'an AWS CloudFormation capability',
  ACCESS_NETWORK_STATE: 'an Android permission',
  POSTGRES_15: 'a Google Cloud SQL database version',
  EXTERNAL_MANAGED: 'a Google Cloud load-balancing scheme',
  MOVED_PERMANENTLY_DEFAULT: 'a Google Cloud URL-map redirect code',
  HTTP_301: 'a Terraform redirect status (static/deploy/alb.tf)',
  WRONG_VERSION_NUMBER: 'an OpenSSL error in a TLS failure message',
  RETRY_STATUSES: 'a Python constant of an API example',
  CODE_OF_CONDUCT: 'the file CODE_OF_CONDUCT.md',
};
