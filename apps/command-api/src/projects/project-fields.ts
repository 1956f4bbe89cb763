import { BLANK_PROJECT_FIELDS, type ProjectFields, type ProjectVersionSettings } from '@app/domain';
import type { ProjectFieldsDto, VersionSettingsDto } from './project-fields.dto';

/** The request's snake_case fields as the domain names them; only the fields sent. */
export function fieldChanges(dto: ProjectFieldsDto): Partial<ProjectFields> {
  const changes: Partial<ProjectFields> = {
    name: dto.name,
    description: dto.description,
    goal: dto.goal,
    objective: dto.objective,
    audience: dto.audience,
    timeAvailable: dto.time_available,
    customerDescription: dto.customer_description,
    useSalesforceOpportunity: dto.use_salesforce_opportunity,
    salesforceOpportunityStage: dto.salesforce_opportunity_stage,
    salesforceOpportunityStartDate: dto.salesforce_opportunity_start_date,
    salesforceOpportunityEndDate: dto.salesforce_opportunity_end_date,
    slackChannels: dto.slack_channels,
  };
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as Partial<ProjectFields>;
}

/** A new project's fields: what was sent, blank for the rest. */
export const projectFields = (dto: ProjectFieldsDto): ProjectFields => ({ ...BLANK_PROJECT_FIELDS, ...fieldChanges(dto) });

export function versionSettings(dto: VersionSettingsDto, refinementPrompt = ''): ProjectVersionSettings {
  return {
    refinementPrompt,
    useSalesData: dto.use_sales_data ?? false,
    keywords: dto.keywords ?? [],
    salesCallsStartDate: dto.sales_calls_start_date ?? null,
    salesCallsEndDate: dto.sales_calls_end_date ?? null,
  };
}
