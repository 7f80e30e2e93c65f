/**
 * `listEventPropertyValues` -> `list-event-property-values`: the anchor of an operation on its API reference page.
 * No imports, so pages that link to an operation (src/pages/_components/FeaturePage.tsx) bundle only this.
 */
export function operationAnchor(id: string): string {
  return id
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}
