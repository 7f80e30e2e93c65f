export {
  allowedTypos,
  checksSpelling,
  correctQuery,
  correctWord,
  editDistance,
  mergeRankings,
  queryWords,
  VOCABULARY_KEYS,
  vocabularyChunkPath,
  vocabularyChunks,
  vocabularyKey,
  vocabularyOf,
  withSynonyms,
  type Scored,
  type Vocabulary,
} from './query';
export {
  RESULTS_SHOWN,
  searchFilters,
  searchSite,
  vocabularyLoader,
  type SearchEngine,
  type SearchPage,
  type SiteSearch,
  type VocabularyLoader,
} from './search';
export {SEARCH_SYNONYMS} from './synonyms';
