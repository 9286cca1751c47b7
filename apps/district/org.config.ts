import { defineOrg } from '@district/site/org';

export default defineOrg({
  organizationId: '6f1b2c3d-0000-4000-8000-000000000001',
  name: 'Meadowlark Valley School District',
  brand: 'mvsd',
  districtSlug: 'meadowlark-valley',
  districtDomain: 'meadowlarkvalley.org',
  externalSites: {
    calendar: 'https://calendar.meadowlarkvalley.org/',
    files: 'https://files.meadowlarkvalley.org/',
    directory: 'https://directory.meadowlarkvalley.org/',
    schools: 'https://schools.meadowlarkvalley.org/',
    boundaryMaps: 'https://maps.meadowlarkvalley.org/boundaries',
    boardDocuments: 'https://board.meadowlarkvalley.org/documents',
    boardMeetings: 'https://board.meadowlarkvalley.org/meetings',
    recruiting: 'https://careers.meadowlarkvalley.org/',
  },
});
