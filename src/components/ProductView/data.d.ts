/** The product views' published data, written at build time by src/content/plugins/productViews.ts. */
declare module '@cairn/product-views-data' {
  const data: import('@site/src/lib/productAnalytics/published').ProductViewsData;
  export default data;
}
