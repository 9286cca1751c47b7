import { describe, expect, it } from 'vitest';
import { createAzureSearchPort } from './azure-search';
import { describeSearchContract } from './contract';
import { type FakeAzureSearch, startFakeAzureSearch } from './testing/fake-azure-search';

const fakes: FakeAzureSearch[] = [];

describeSearchContract('Azure AI Search adapter', async (documents) => {
  const fake = await startFakeAzureSearch({ documents, apiKey: 'contract-key' });
  fakes.push(fake);
  return {
    port: createAzureSearchPort({ endpoint: fake.endpoint, apiKey: fake.apiKey }),
    close: async () => {
      await fake.close();
    },
  };
});

describe('the fake service under the contract', () => {
  it('saw every contract request and rejected none of them', () => {
    expect(fakes.length).toBe(1);
    expect(fakes[0]!.requests.length).toBeGreaterThan(30);
    expect(fakes[0]!.violations).toEqual([]);
  });
});
