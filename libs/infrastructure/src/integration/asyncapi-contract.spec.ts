import { integrationEventMappings } from '@app/domain';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

interface AsyncApi {
  channels: Record<string, { address: string; messages: Record<string, { $ref: string }> }>;
  components: {
    messages: Record<string, { payload: { allOf: Array<{ properties?: { payload?: { $ref: string } } }> } }>;
    schemas: Record<string, { properties?: Record<string, unknown> }>;
  };
}

const document = parse(readFileSync(path.resolve(__dirname, '../../../../docs/asyncapi.yaml'), 'utf8')) as AsyncApi;
const refName = (ref: string) => ref.slice(ref.lastIndexOf('/') + 1);

/** Each documented topic and the payload fields its schema lists. */
function documentedTopics(): Map<string, string[]> {
  const topics = new Map<string, string[]>();
  for (const channel of Object.values(document.channels)) {
    const [message] = Object.values(channel.messages).map((ref) => document.components.messages[refName(ref.$ref)]);
    const payloadRef = message.payload.allOf.map((part) => part.properties?.payload?.$ref).find((ref) => ref !== undefined);
    const schema = payloadRef ? document.components.schemas[refName(payloadRef)] : undefined;
    topics.set(channel.address, Object.keys(schema?.properties ?? {}));
  }
  return topics;
}

describe('docs/asyncapi.yaml and the integration mapping', () => {
  const mapped = new Map(Object.values(integrationEventMappings).map((mapping) => [mapping!.topic, [...mapping!.fields]]));
  const documented = documentedTopics();

  it('documents every published topic, and no topic that is not published', () => {
    expect([...documented.keys()].sort()).toEqual([...mapped.keys()].sort());
  });

  it("documents exactly each topic's published fields", () => {
    for (const [topic, fields] of mapped)
      expect({ topic, fields: [...(documented.get(topic) ?? [])].sort() }).toEqual({ topic, fields: [...fields].sort() });
  });
});
