/** Stages reported through onProgress, in order. */
export type ClusteringStage = 'preparing' | 'representing' | 'neighbours' | 'spectral' | 'choosing-k' | 'clustering' | 'refining' | 'done';

export type ProgressCallback = (stage: ClusteringStage, fraction: number) => void;

export class ClusteringAbortedError extends Error {
  constructor() {
    super('clustering was cancelled');
    this.name = 'AbortError';
  }
}

export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new ClusteringAbortedError();
}
