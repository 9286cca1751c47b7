/**
 * The bundled demo district served as a real Azure AI Search: the fake service (it parses our
 * REST bodies and OData back) over the demo content's documents, for runs of the site against
 * remote services (the bench's production data path).
 */
import { searchDocumentsOf } from '../embedded/embedded-search';
import { type FakeAzureSearch, startFakeAzureSearch } from '../search/testing/fake-azure-search';
import { type DemoContentOptions, demoContentOf } from './demo-cms';

/** Starts the fake Azure AI Search over the demo content. */
export function startDemoSearch(options: DemoContentOptions = {}): Promise<FakeAzureSearch> {
  return startFakeAzureSearch({ documents: searchDocumentsOf(demoContentOf(options)) });
}
