import { PROJECT_TYPES, type ProjectType } from '@app/domain';
import {
  ANALYSIS_STAGE_VIEWS,
  type AnalysisStageView,
  type AnalysisStatusView,
  type ProductStatusView,
  type ProductVersionView,
} from '@app/infrastructure/read-models';
import { ApiProperty } from '@nestjs/swagger';
import type { Product, ProductAnalysis } from './products';

// Named enums: one type each in the web app's generated types.
const PRODUCT_STATUSES: readonly ProductStatusView[] = ['Live', 'Archived'];
export const PRODUCT_STATUS_ENUM = { enum: PRODUCT_STATUSES, enumName: 'ProductStatus' } as const;
export const PRODUCT_TYPE_ENUM = { enum: PROJECT_TYPES, enumName: 'ProductType' } as const;
const ANALYSIS_STATUSES: readonly AnalysisStatusView[] = ['none', 'queued', 'running', 'succeeded', 'failed', 'cancelled'];
const ANALYSIS_STAGE_KEYS: readonly AnalysisStageView[] = ANALYSIS_STAGE_VIEWS.map((stage) => stage.key);

export class ProductAnalysisInsightsResponse {
  @ApiProperty({ description: 'insights the analysis found for the first time' }) created!: number;
  @ApiProperty({ description: 'earlier insights it found again' }) continued!: number;
  @ApiProperty({ description: 'earlier insights it no longer found, now stale' }) staled!: number;
}

/** The latest analysis of a project; `implements` keeps it in step with the read model. */
export class ProductAnalysisResponse implements ProductAnalysis {
  @ApiProperty({ type: String, nullable: true, description: 'the analysis job; null before any analysis' }) job_id!: string | null;
  @ApiProperty({ enum: ANALYSIS_STATUSES, enumName: 'AnalysisStatus' }) status!: AnalysisStatusView;
  @ApiProperty({
    enum: ANALYSIS_STAGE_KEYS,
    enumName: 'AnalysisStage',
    nullable: true,
    description: 'the stage last reported while running; the stage it failed in after a failure',
  })
  stage!: AnalysisStageView | null;
  @ApiProperty({ type: String, nullable: true, description: 'the English text of the stage (or of what the job last said)' })
  message!: string | null;
  @ApiProperty({ minimum: 0, maximum: 1, description: '1 once succeeded' }) progress!: number;
  @ApiProperty({ type: Number, nullable: true, description: 'the version analysed' }) version!: number | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) requested_at!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) started_at!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) finished_at!: string | null;
  @ApiProperty({ type: String, nullable: true, description: "failed or cancelled only ('JOB_CANCELLED')" }) error_code!: string | null;
  @ApiProperty({ type: String, nullable: true }) error_message!: string | null;
  @ApiProperty({ type: ProductAnalysisInsightsResponse, nullable: true, description: 'succeeded only' })
  insights!: ProductAnalysisInsightsResponse | null;
}

export class ProductVersionResponse implements ProductVersionView {
  @ApiProperty() version!: number;
  @ApiProperty() refinement_prompt!: string;
  @ApiProperty() use_sales_data!: boolean;
  @ApiProperty({ type: [String] }) keywords!: string[];
  @ApiProperty({ type: String, format: 'date', nullable: true }) sales_calls_start_date!: string | null;
  @ApiProperty({ type: String, format: 'date', nullable: true }) sales_calls_end_date!: string | null;
  @ApiProperty({ description: 'user_id' }) created_by!: string;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
}

/** A project as the list and the detail show it; the version settings are the latest version's. */
export class ProductResponse implements Product {
  @ApiProperty({ format: 'uuid' }) product_id!: string;
  @ApiProperty({ description: "the namespace of the project's organisation" }) customer!: string;
  @ApiProperty({ description: "'' until an analysis writes it, when left blank" }) name!: string;
  @ApiProperty() description!: string;
  @ApiProperty() goal!: string;
  @ApiProperty(PRODUCT_TYPE_ENUM) type!: ProjectType;
  @ApiProperty(PRODUCT_STATUS_ENUM) status!: ProductStatusView;
  @ApiProperty({ description: 'the latest version' }) version!: number;
  @ApiProperty() objective!: string;
  @ApiProperty() audience!: string;
  @ApiProperty() time_available!: string;
  @ApiProperty() customer_description!: string;
  @ApiProperty() use_sales_data!: boolean;
  @ApiProperty({ type: [String] }) keywords!: string[];
  @ApiProperty({ type: String, format: 'date', nullable: true }) sales_calls_start_date!: string | null;
  @ApiProperty({ type: String, format: 'date', nullable: true }) sales_calls_end_date!: string | null;
  @ApiProperty() use_salesforce_opportunity!: boolean;
  @ApiProperty() salesforce_opportunity_stage!: string;
  @ApiProperty({ type: String, format: 'date', nullable: true }) salesforce_opportunity_start_date!: string | null;
  @ApiProperty({ type: String, format: 'date', nullable: true }) salesforce_opportunity_end_date!: string | null;
  @ApiProperty({ type: [String] }) slack_channels!: string[];
  @ApiProperty({ description: 'the name is (to be) written from the data' }) name_generated!: boolean;
  @ApiProperty({ description: 'the description is (to be) written from the data' }) description_generated!: boolean;
  @ApiProperty({ description: 'how many documents feed it' }) document_count!: number;
  @ApiProperty({ description: 'how many insights its latest analysis found' }) insight_count!: number;
  @ApiProperty({ description: 'user_id' }) created_by!: string;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ format: 'date-time' }) updated_at!: string;
  @ApiProperty({ type: ProductAnalysisResponse }) analysis!: ProductAnalysisResponse;
}
