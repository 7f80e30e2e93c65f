import {Prism} from 'prism-react-renderer';
import CodeBlock from '@theme-init/CodeBlock';
import prismIncludeLanguages from '@theme/prism-include-languages';

// The syntax highlighter: Prism, the languages of `prism.additionalLanguages`, and the classic theme's code block.
// It is its own chunk, loaded by the CodeBlock wrapper (../../theme/CodeBlock) once the page is interactive.
// The classic theme would register the languages from a client module in the main bundle; ./index.ts removes that
// module, so they are registered here, once.
prismIncludeLanguages(Prism);

export default CodeBlock;
