// @ts-check
/**
 * A markdownlint rule for the content style's sentence-case headings ("Deploy with Docker", not "Deploy With
 * Docker"): after the first word, a capitalized word must be a name (proper-nouns.txt beside this file), an
 * acronym, the first word after a colon, or inside quotes or code. Failures name the file and line.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

/** Names and phrases that keep their capitals, one per line (lines starting with # are comments). */
const NAMES = readFileSync(path.join(import.meta.dirname, 'proper-nouns.txt'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'));
const PHRASES = NAMES.filter((name) => name.includes(' '));
const WORDS = new Set(NAMES.filter((name) => !name.includes(' ')));

/**
 * The words of a heading that break sentence case.
 * @param {string} heading the heading's text, without the leading #s
 * @returns {string[]}
 */
export function sentenceCaseProblems(heading) {
  let text = heading
    .replace(/\{#[\w-]+\}\s*$/, '')
    .replace(/`[^`]*`/g, ' x ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/"[^"]*"|“[^”]*”/g, ' x ');
  for (const phrase of PHRASES) text = text.split(phrase).join(' x ');
  const words = text.split(/\s+/).filter(Boolean);
  const problems = [];
  for (let i = 1; i < words.length; i += 1) {
    const word = words[i].replace(/^[([]+|[)\]:;,.!?]+$/g, '').replace(/'s$/, '');
    if (!/^[A-Z][a-z]/.test(word)) continue; // lower case, acronyms (API, URLs), numbers
    if (/[:.?!]$/.test(words[i - 1])) continue; // first word after a colon or a sentence end
    if (WORDS.has(word) || word.split('-').every((part) => WORDS.has(part) || !/^[A-Z][a-z]/.test(part))) continue;
    problems.push(word);
  }
  return problems;
}

/** @type {import('markdownlint').Rule} */
const rule = {
  names: ['CAIRN001', 'sentence-case-heading'],
  description: 'Headings in sentence case (content style); names go in scripts/markdownlint/proper-nouns.txt',
  tags: ['headings'],
  parser: 'micromark',
  function: (params, onError) => {
    params.frontMatterLines.forEach((line, i) => {
      const title = /^title:\s*["']?(.*?)["']?\s*$/.exec(line)?.[1];
      const problems = title ? sentenceCaseProblems(title) : [];
      if (problems.length > 0)
        onError({lineNumber: i + 1, detail: `title capitalized: ${problems.join(', ')}`, context: title?.slice(0, 80)});
    });
    for (const token of params.parsers.micromark.tokens) {
      if (token.type !== 'atxHeading' && token.type !== 'setextHeading') continue;
      const text = params.lines
        .slice(token.startLine - 1, token.endLine)
        .join(' ')
        .replace(/^#+\s*/, '')
        .replace(/\s*#*\s*$/, '');
      const problems = sentenceCaseProblems(text);
      if (problems.length > 0) {
        onError({
          lineNumber: token.startLine,
          detail: `capitalized: ${problems.join(', ')}`,
          context: text.slice(0, 80),
        });
      }
    }
  },
};

export default rule;
