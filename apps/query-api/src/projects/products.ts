import { DomainError, type ProjectType } from '@app/domain';
import type { Infrastructure } from '@app/infrastructure';
import { IdParamPipe, INFRASTRUCTURE } from '@app/infrastructure/http';
import type { ProductAnalysisView, ProductStatusView, ProductView } from '@app/infrastructure/read-models';
import type { Filter, ReadDocument } from '@app/infrastructure/read-store';
import { Inject, Injectable } from '@nestjs/common';
import { Members } from '../shared/members';

export type ProductDocument = ProductView & ReadDocument;

export interface Page {
  page: number;
  pageSize: number;
}

export type ProductAnalysis = ProductAnalysisView;

/** A project as the list and the detail show it. */
export interface Product {
  product_id: string;
  /** The namespace of the project's organisation (the caller's). */
  customer: string;
  name: string;
  description: string;
  goal: string;
  type: ProjectType;
  status: ProductStatusView;
  version: number;
  objective: string;
  audience: string;
  time_available: string;
  customer_description: string;
  use_sales_data: boolean;
  keywords: string[];
  sales_calls_start_date: string | null;
  sales_calls_end_date: string | null;
  use_salesforce_opportunity: boolean;
  salesforce_opportunity_stage: string;
  salesforce_opportunity_start_date: string | null;
  salesforce_opportunity_end_date: string | null;
  slack_channels: string[];
  name_generated: boolean;
  description_generated: boolean;
  document_count: number;
  insight_count: number;
  created_by: string;
  created_at: string;
  updated_at: string;
  analysis: ProductAnalysis;
}

/** The `{id}` of the project routes: any other text is answered like a missing project. */
export const PRODUCT_ID_PARAM = {
  name: 'id',
  format: 'uuid',
  description: 'the project; anything not one of the caller’s projects is 404',
} as const;

export const notFound = () => new DomainError('NOT_FOUND', 'not_found', 'Not found.');

const ids = new IdParamPipe();
/** An id given in the query string: one that is not a UUID names nothing (404), like a path id. */
export const queryId = (value: string): string => ids.transform(value);

/**
 * What the project queries share: the caller's organisation (always from their own user document,
 * never from the request), its namespace, and the projects they may see.
 */
@Injectable()
export class Products {
  constructor(
    private readonly members: Members,
    @Inject(INFRASTRUCTURE) private readonly infrastructure: Infrastructure,
  ) {}

  /** The caller's organisation; someone who belongs to none has no projects (404). */
  async organisationOf(userId: string): Promise<string> {
    const user = await this.members.user(userId);
    if (!user.customer_id) throw notFound();
    return user.customer_id;
  }

  /** The namespace projects show as their `customer`. */
  async namespaceOf(organisationId: string): Promise<string> {
    return (await this.members.customer(organisationId))?.namespace ?? '';
  }

  /** A project of the organisation: a malformed id, a missing project and another organisation's all answer the same 404. */
  async visibleProduct(organisationId: string, productId: string): Promise<ProductDocument> {
    const product = await this.infrastructure.readStore.get<ProductDocument>('products', queryId(productId));
    if (!product || product.organisation_id !== organisationId) throw notFound();
    return product;
  }

  /** One page of the organisation's projects, newest first; fetches one more to tell whether a next page exists. */
  async page(organisationId: string, filter: Filter, { page, pageSize }: Page) {
    const found = await this.infrastructure.readStore.find<ProductDocument>(
      'products',
      { ...filter, organisation_id: organisationId },
      { sortBy: 'created_at', descending: true, skip: (page - 1) * pageSize, limit: pageSize + 1 },
    );
    return { products: found.slice(0, pageSize), hasNext: found.length > pageSize };
  }
}

export function productOf(doc: ProductView, customer: string): Product {
  return {
    product_id: doc.product_id,
    customer,
    name: doc.name,
    description: doc.description,
    goal: doc.goal,
    type: doc.type as ProjectType,
    status: doc.status,
    version: doc.version,
    objective: doc.objective,
    audience: doc.audience,
    time_available: doc.time_available,
    customer_description: doc.customer_description,
    use_sales_data: doc.use_sales_data,
    keywords: doc.keywords,
    sales_calls_start_date: doc.sales_calls_start_date,
    sales_calls_end_date: doc.sales_calls_end_date,
    use_salesforce_opportunity: doc.use_salesforce_opportunity,
    salesforce_opportunity_stage: doc.salesforce_opportunity_stage,
    salesforce_opportunity_start_date: doc.salesforce_opportunity_start_date,
    salesforce_opportunity_end_date: doc.salesforce_opportunity_end_date,
    slack_channels: doc.slack_channels,
    name_generated: doc.name_generated,
    description_generated: doc.description_generated,
    document_count: doc.document_count,
    insight_count: doc.insight_count,
    created_by: doc.created_by,
    created_at: doc.created_at,
    updated_at: doc.updated_at,
    analysis: doc.analysis,
  };
}
