import type { SurveyColumn } from '../documents/document.events';
import type { AnalysisOther, ProjectDataType, ProjectFields, ProjectSource, ProjectType, ProjectVersionSettings } from './project.events';

/**
 * What the caller knows of a document it wants to add: read from the document's own stream, so
 * the decider can apply SPEC.md section 5's source rules without I/O.
 */
export interface SourceFacts extends ProjectSource {
  ready: boolean;
  surveyColumns: SurveyColumn[];
}

/**
 * Commands a person gives carry the caller's `organisationId`: a project of another organisation
 * is answered exactly as a missing one. The analysis outcomes come from the worker and its
 * reactor, which act for nobody.
 */
export type ProjectCommand =
  | {
      type: 'CreateProject';
      productId: string;
      organisationId: string;
      createdBy: string;
      projectType: ProjectType;
      fields: ProjectFields;
      /** Absent: the flow asks for no data types. Given: at least one. */
      dataTypes?: ProjectDataType[];
      firstVersion: ProjectVersionSettings;
      sources: SourceFacts[];
      now: string;
    }
  | { type: 'AddSources'; organisationId: string; sources: SourceFacts[]; addedBy: string; now: string }
  | {
      type: 'UpdateProject';
      organisationId: string;
      changes: Partial<ProjectFields>;
      status?: 'Live' | 'Archived';
      updatedBy: string;
      now: string;
    }
  | ({ type: 'CreateVersion'; organisationId: string; createdBy: string; now: string } & ProjectVersionSettings)
  /** Asking while an analysis runs decides nothing: the caller answers with the running one. */
  | { type: 'RequestAnalysis'; organisationId: string; requestedBy: string; now: string }
  | {
      type: 'RecordAnalysis';
      jobId: string;
      snippets: number;
      created: string[];
      continued: string[];
      staled: string[];
      /** The snippets no ranked theme took (see AnalysisOther). */
      other?: AnalysisOther;
      /** Written from the data for a project created without a name or description. */
      name?: string;
      description?: string;
      now: string;
    }
  | { type: 'RecordAnalysisFailure'; jobId: string; code: string; message: string; now: string };
