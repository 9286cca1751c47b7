/**
 * The bundled demo district served as a real Azure AI Search: the fake service (it parses our
 * REST bodies and OData back) over the demo content's documents, for runs of the site against
 * remote services (the bench's production data path).
 */
import { createDemoContent } from '@district/demo-content/content';
import { searchDocumentsOf } from '../embedded/embedded-search';
import { type FakeAzureSearch, startFakeAzureSearch } from '../search/testing/fake-azure-search';

/** Starts the fake Azure AI Search over the demo content for these organizations (default: all). */
export function startDemoSearch(
  options: { now?: Date; organizationIds?: readonly string[] } = {},
): Promise<FakeAzureSearch> {
  const bundle = createDemoContent({
    now: options.now ?? new Date(),
    organizationIds: options.organizationIds,
  });
  return startFakeAzureSearch({ documents: searchDocumentsOf(bundle) });
}
