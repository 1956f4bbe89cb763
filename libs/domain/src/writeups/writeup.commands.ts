import type { BriefInputs, WriteupBasisData, WriteupKind, WriteupSectionData, WriteupTrigger } from './writeup.events';

export type WriteupCommand =
  | {
      type: 'RequestWriteup';
      productId: string;
      organisationId: string;
      kind: WriteupKind;
      trigger: WriteupTrigger;
      prompt: string | null;
      /** New answers for a research brief; null keeps the earlier ones. */
      brief: BriefInputs | null;
      insightIds: string[] | null;
      requestedBy: string;
      now: string;
    }
  | {
      type: 'RecordWriteup';
      jobId: string;
      title: string;
      sections: WriteupSectionData[];
      basis: WriteupBasisData[];
      analysisVersion: number | null;
      mode: 'offline' | 'model';
      problems: string[];
      now: string;
    }
  | { type: 'RecordWriteupFailure'; jobId: string; code: string; message: string; now: string }
  | {
      type: 'EditWriteup';
      organisationId: string;
      title: string;
      sections: WriteupSectionData[];
      /** The version the person edited; another one by now is a conflict. Null skips the check. */
      expectedVersion: number | null;
      editedBy: string;
      now: string;
    };
