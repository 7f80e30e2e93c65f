/** `true` in the server (static rendering) bundle, `false` in the browser bundle; see src/plugins/prism-on-demand.ts. */
declare const __CAIRN_SERVER__: boolean;
