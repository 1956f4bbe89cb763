import { UpcasterRegistry } from './upcasters';

const registry = new UpcasterRegistry([
  {
    type: 'ThingNamed',
    upcasters: [
      (v1: { name: string }) => ({ fullName: v1.name }),
      (v2: { fullName: string }) => ({ fullName: v2.fullName, nickname: null }),
    ],
  },
]);

describe('UpcasterRegistry', () => {
  it('knows the current version of a type from its upcasters, and 1 for a type that never changed', () => {
    expect(registry.currentVersion('ThingNamed')).toBe(3);
    expect(registry.currentVersion('SomethingElse')).toBe(1);
  });

  it('chains the upcasters from the stored version to the current one', () => {
    expect(registry.upcast('ThingNamed', { name: 'Ada' }, 1)).toEqual({ fullName: 'Ada', nickname: null });
    expect(registry.upcast('ThingNamed', { fullName: 'Ada' }, 2)).toEqual({ fullName: 'Ada', nickname: null });
  });

  it('refuses a version newer than this build knows rather than guess its shape', () => {
    expect(() => registry.upcast('ThingNamed', {}, 4)).toThrow(/schema version 4/);
    expect(() => registry.upcast('SomethingElse', {}, 0)).toThrow(/schema version 0/);
  });

  it('refuses two schemas for one type', () => {
    expect(
      () =>
        new UpcasterRegistry([
          { type: 'A', upcasters: [] },
          { type: 'A', upcasters: [] },
        ]),
    ).toThrow(/two schemas/);
  });
});
