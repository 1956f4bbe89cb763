import { builtThreadFile, requireThreadFile, type ThreadPool } from '../../threads/thread-pool';
import type { JobKind, JobProgress } from '../job-kind';
import { parseThemesAnalyseInput, type ThemesAnalyseInput, type ThemesAnalyseResult } from './themes-analyse.input';

export const THEMES_ANALYSE = 'themes.analyse';

export const THEMES_ANALYSE_THREAD_FILE = builtThreadFile(__dirname, 'themes-analyse.thread.js');

/** `themes.analyse`: snippets in, ranked themes out, computed on a thread of the pool. */
export function themesAnalyseJob(pool: ThreadPool, threadFile = THEMES_ANALYSE_THREAD_FILE): JobKind {
  const filename = requireThreadFile(threadFile);
  return {
    kind: THEMES_ANALYSE,
    threadFile: filename,
    run: async (input, { signal, progress }) =>
      pool.run<ThemesAnalyseInput, ThemesAnalyseResult>(filename, parseThemesAnalyseInput(input), {
        signal,
        onMessage: (message) => progress(message as JobProgress),
      }),
  };
}
