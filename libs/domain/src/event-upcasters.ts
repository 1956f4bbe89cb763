import { claimEventSchemas } from './claims/claim.upcasters';
import { insightEventSchemas } from './insights/insight.upcasters';
import { UpcasterRegistry } from './shared/upcasters';

/** The one registry every reader of the event store upcasts through (DESIGN.md section 3). */
export const eventUpcasters = new UpcasterRegistry([...claimEventSchemas, ...insightEventSchemas]);
