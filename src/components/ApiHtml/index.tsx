import type {ReactNode} from 'react';
import styles from './styles.module.css';

/**
 * Parts of an API operation's section that need no React (field lists, descriptions, the method and path line), as
 * src/content/remark/openapi.ts rendered them to HTML at build time from the OpenAPI description: one string is
 * about a sixth smaller than the same markup written as JSX, which the browser would parse on every API page. The
 * HTML comes from the repository's own descriptions, never from a visitor.
 */
export default function ApiHtml({html}: {html: string}): ReactNode {
  return <div className={`api-operation__html ${styles.html}`} dangerouslySetInnerHTML={{__html: html}} />;
}
