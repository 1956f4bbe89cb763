// Types of build-stamp.mjs for the TypeScript tests that use it.
export interface BuildTarget {
  name: string;
  inputs: string[];
  marker: string;
  stampFile: string;
}
export function hashInputs(root: string, inputs: string[]): Promise<string>;
export function buildTarget(options: { name: string; inputs: string[]; marker: string; stampDir?: string }): BuildTarget;
export function buildStatus(root: string, target: BuildTarget): Promise<{ current: boolean; inputsHash: string }>;
export function writeBuildStamp(root: string, target: BuildTarget, inputsHash: string): Promise<void>;
