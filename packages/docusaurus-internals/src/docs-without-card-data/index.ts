import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import docsPlugin, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {LoadedContent, PluginOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import {hasGeneratedIndex, rendersDocCards, withoutVersionDocs} from './docsProps';

/**
 * The docs plugin (`@docusaurus/plugin-content-docs`, both instances: the docs and the handbook), unchanged but for
 * the version metadata every docs page loads: its list of docs is left empty (./docsProps.ts), since no page
 * shows doc cards. If a doc starts rendering doc cards or looking docs up by id, or a category gets a generated
 * index page, the list stays, so the cards are never empty.
 */
/** The site's own components and pages, which could render doc cards too. */
async function componentSources(siteDir: string): Promise<string[]> {
  const entries = await Promise.all(
    ['src/theme', 'src/components', 'src/pages'].map((dir) =>
      readdir(path.join(siteDir, dir), {recursive: true, withFileTypes: true}).catch(() => []),
    ),
  );
  const files = entries
    .flat()
    .filter((entry) => entry.isFile() && /\.(tsx?|jsx?|mdx?)$/.test(entry.name) && !/\.test\./.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  return Promise.all(files.map((file) => readFile(file, 'utf8')));
}

async function docsWithoutCardDataPlugin(context: LoadContext, options: unknown): Promise<Plugin> {
  // Docusaurus has run the docs plugin's validateOptions (below) on the options. The plugin is typed as Docusaurus
  // types any plugin module, with content of unknown shape; its content is the docs plugin's LoadedContent.
  const plugin = (await docsPlugin(context, options as PluginOptions)) as Plugin;
  const contentLoaded = plugin.contentLoaded!;
  return {
    ...plugin,
    async contentLoaded(args) {
      const versions = (args.content as LoadedContent).loadedVersions;
      const sources = [
        ...(await Promise.all(
          versions
            .flatMap((version) => version.docs)
            .map((doc) => readFile(path.join(context.siteDir, doc.source.replace(/^@site\//, '')), 'utf8')),
        )),
        ...(await componentSources(context.siteDir)),
      ];
      const showsCards =
        versions.some((version) => Object.values(version.sidebars).some(hasGeneratedIndex)) ||
        sources.some(rendersDocCards);
      if (showsCards) return contentLoaded(args);
      return contentLoaded({
        ...args,
        actions: {...args.actions, addRoute: (route) => args.actions.addRoute(withoutVersionDocs(route))},
      });
    },
  };
}

// The docs plugin's own option validation (which also fills in its defaults). Its type names the docs plugin's options
// where Docusaurus's PluginModule is generic over them.
const docsWithoutCardData: PluginModule = Object.assign(docsWithoutCardDataPlugin, {
  validateOptions: validateOptions as NonNullable<PluginModule['validateOptions']>,
});
export default docsWithoutCardData;
