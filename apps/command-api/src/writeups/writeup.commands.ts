import type { BriefInputs, WriteupKind, WriteupSectionData } from '@app/domain';

/** Generate a document, or generate it again (a refinement when `prompt` has words, else a refresh). */
export class RequestWriteupCommand {
  constructor(
    readonly userId: string,
    readonly productId: string,
    readonly kind: WriteupKind,
    readonly prompt: string | null,
    /** New answers for a research brief; null keeps the earlier ones. */
    readonly brief: BriefInputs | null,
    readonly insightIds: string[] | null,
  ) {}
}

/** Draft all three documents from a project's top insights. */
export class AutoBuildCommand {
  constructor(
    readonly userId: string,
    readonly productId: string,
  ) {}
}

export class EditWriteupCommand {
  constructor(
    readonly userId: string,
    readonly productId: string,
    readonly kind: WriteupKind,
    readonly title: string,
    readonly sections: WriteupSectionData[],
    readonly expectedVersion: number,
  ) {}
}
