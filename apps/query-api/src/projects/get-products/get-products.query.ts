import type { ProjectType } from '@app/domain';
import type { ProductStatusView } from '@app/infrastructure/read-models';
import type { Page } from '../products';

export class GetProductsQuery {
  constructor(
    readonly userId: string,
    readonly page: Page,
    readonly customer: string | undefined,
    readonly status: ProductStatusView | undefined,
    readonly type: ProjectType | undefined,
  ) {}
}
