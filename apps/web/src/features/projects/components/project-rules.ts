// The creation flow's own rules: which fields each type of project asks for. The rules on a
// project's data, shared with the "Add data" dialog, are in components/project-sources.
import type { ProjectType } from '../api/types';

export const PROJECT_TYPES: readonly ProjectType[] = ['insights', 'product_spec', 'value_prop', 'research_plan'];

export interface TypeFields {
  /** Title and description must be given; otherwise they are generated when left blank. */
  required: boolean;
  objective: boolean;
  audience: boolean;
  timeAvailable: boolean;
}

/** Which descriptive fields each type of project asks for. */
export const FIELDS_OF_TYPE: Record<ProjectType, TypeFields> = {
  insights: { required: false, objective: false, audience: false, timeAvailable: false },
  product_spec: { required: true, objective: true, audience: false, timeAvailable: false },
  value_prop: { required: true, objective: false, audience: true, timeAvailable: false },
  research_plan: { required: false, objective: true, audience: true, timeAvailable: true },
};

export interface DetailsProblems {
  name?: 'titleRequired';
  description?: 'descriptionRequired';
}

/** The details step: a title and a description where the type requires them. */
export function detailsProblems(type: ProjectType, details: { name: string; description: string }): DetailsProblems {
  if (!FIELDS_OF_TYPE[type].required) return {};
  return {
    ...(details.name.trim() ? {} : { name: 'titleRequired' as const }),
    ...(details.description.trim() ? {} : { description: 'descriptionRequired' as const }),
  };
}
