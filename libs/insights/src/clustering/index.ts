export { clusterTexts, DEFAULT_TUNING, type ClusterTextsOptions, type ClusterTextsResult, type Tuning } from './cluster-texts';
export { type ClusteringStage, type ProgressCallback, ClusteringAbortedError } from './progress';
export { mulberry32, deriveSeed } from '../numbers/random';
