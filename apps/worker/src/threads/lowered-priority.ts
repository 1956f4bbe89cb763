import { lowerThisThreadsPriority } from './lower-thread-priority';

// Loaded first by each of the insight engine's helper threads (engine-parallel.ts): they run at
// the job threads' lower priority, so a busy machine still serves HTTP first.
lowerThisThreadsPriority();
