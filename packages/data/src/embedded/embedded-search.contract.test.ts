import { describeSearchContract } from '../search/contract';
import { createEmbeddedSearchFromDocuments } from './embedded-search';

describeSearchContract('embedded search adapter', async (fixtures) => ({
  port: createEmbeddedSearchFromDocuments(fixtures),
  close: async () => {},
}));
