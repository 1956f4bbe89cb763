export { readVtt } from './read-vtt';
export { readSrt } from './read-srt';
export { readJsonTranscript } from './read-json-transcript';
export { generateBenchVtt } from './bench-transcript';
