/** `true` in the server (static rendering) bundle, `false` in the browser bundle; set by ./index.ts for the CodeBlock
 * wrapper (../theme/CodeBlock) and the site's components that render differently on the server. */
declare const __CAIRN_SERVER__: boolean;
