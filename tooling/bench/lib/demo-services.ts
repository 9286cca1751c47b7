// The services production reads, as local servers over the demo district's content: the CMS as
// GraphQL (graphql-yoga executing our schema) and Azure AI Search (the fake that parses our REST
// bodies and OData back). The site then takes production's data path: remote adapters behind the
// resilient reader's cache, instead of the embedded ones. Run by the bench with tsx; it prints the
// site's environment as one JSON line, then the line the bench waits for.
import { demoContentOf, startDemoCms } from '@district/data/testing/demo-cms';
import { startDemoSearch } from '@district/data/testing/demo-search';

// One bundle for both services, as the embedded CMS and search share one. No ids: every
// organization's content.
const ids = (process.env.DEMO_ORGANIZATION_IDS ?? '').split(',').filter(Boolean);
const bundle = demoContentOf({ organizationIds: ids.length > 0 ? ids : undefined });
const [cms, search] = await Promise.all([startDemoCms({ bundle }), startDemoSearch({ bundle })]);
console.log(
  JSON.stringify({
    GRAPHQL_ENDPOINT: cms.endpoint,
    SEARCH_ENDPOINT: search.endpoint,
    SEARCH_API_KEY: search.apiKey,
  }),
);
console.log(`listening on ${cms.endpoint} and ${search.endpoint}`);
const stop = () => Promise.all([cms.close(), search.close()]).then(() => process.exit(0));
process.on('SIGTERM', stop);
