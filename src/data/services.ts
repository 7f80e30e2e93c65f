/** The fixed-price services of the services page (/services), in its order: the request form lists them from here. */
export interface Service {
  /** The heading anchor of the service on /services. */
  id: string;
  name: string;
}

export const services: Service[] = [
  {id: 'deployment-review', name: 'Deployment review'},
  {id: 'clickhouse-migration', name: 'ClickHouse migration'},
  {id: 'instrumentation-workshop', name: 'Instrumentation workshop'},
  {id: 'analysis-workshop', name: 'Analysis workshop'},
  {id: 'data-import-or-custom-integration', name: 'Data import or custom integration'},
];
