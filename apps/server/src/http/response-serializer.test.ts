import { dataOf } from '@opencall/shared/common';
import { PlatformSchema } from '@opencall/shared/platforms';
import { describe, expect, it } from 'vitest';
import { responseSerializerCompiler } from './response-serializer';

const platform = {
  id: 'p1',
  name: 'Acme',
  slug: 'acme',
  domainToUse: 'acme.test',
  deleted: false,
  supportedLangs: ['fr'],
  themeReference: 'default',
  theme: { primaryColor: '#112233', secondaryColor: '#445566' },
};

describe('responseSerializerCompiler', () => {
  const serialize = responseSerializerCompiler({ schema: dataOf(PlatformSchema) });

  it('writes exactly what the contract lists and drops anything else', () => {
    const json = serialize({ data: { ...platform, domains: ['secret.internal'], passwordHash: 'x' } });
    expect(JSON.parse(json)).toEqual({ data: platform });
  });

  it('throws rather than answer without a required property', () => {
    const { name: _name, ...withoutName } = platform;
    expect(() => serialize({ data: withoutName })).toThrow(/name/);
  });
});
