/**
 * The GraphQL documents the CMS adapter sends (docs/behaviour.md#graphql). Values always travel as
 * variables, never inside the document, so no input can change a query. A test validates each
 * against schema.graphql.
 */

const PAGE_REF = 'id title slug path { path }';
const LINK = 'link { id type url title trackingCode }';
const MENU_FIELDS = 'id parentMenuItemId order title url icon';
// Reviewed translations (docs/behaviour.md#reviewed-translations).
const REVIEW = 'language title bodyHtml reviewedAt sourceRevision';
const CHILD_ORDER = 'order_by: [{ order: asc }, { title: asc }]';

/** Every organization of the district. */
export const ORGANIZATIONS_QUERY = /* GraphQL */ `
  query Organizations {
    organizations(order_by: [{ title: asc }]) {
      id title abbreviation parentOrganization { id } status boundaryMapCoordinates location
      educationLevels gradeLevels administrators feederOrganizations instructionTypes offerings
      uniqueOfferings address hours phone website facebook instagram twitter email enrollment
      elevatorPitch exteriorPhotoUrl fax mission openSeats schoolType tagline vision yearFounded
      awardsHonors logoImageUrl mascotImageUrl primaryColor secondaryColor
    }
  }
`;

/** The root menus of an organization with three levels of children (menu, group, link, sub-link). */
export const MENUS_QUERY = /* GraphQL */ `
  query Menus($organizationId: uuid!) {
    menuItems(
      where: { ownerOrganizationId: { _eq: $organizationId }, parentMenuItemId: { _is_null: true } }
      ${CHILD_ORDER}
    ) {
      ${MENU_FIELDS}
      childrenMenuItems(${CHILD_ORDER}) {
        ${MENU_FIELDS}
        childrenMenuItems(${CHILD_ORDER}) {
          ${MENU_FIELDS}
          childrenMenuItems(${CHILD_ORDER}) {
            ${MENU_FIELDS}
            childrenMenuItems(${CHILD_ORDER}) { ${MENU_FIELDS} }
          }
        }
      }
    }
  }
`;

/** The page at a path, with everything a page template needs. */
export const PAGE_BY_PATH_QUERY = /* GraphQL */ `
  query PageByPath($organizationId: uuid!, $path: String!) {
    pages(
      where: { ownerOrganizationId: { _eq: $organizationId }, path: { path: { _eq: $path } } }
      limit: 1
    ) {
      id title slug metaDescription bodyHtml ownerOrganizationId pageTypeId
      path { path }
      pageType { slug }
      factoids { id title value description }
      parentPage { ${PAGE_REF} }
      relatedPages { ${PAGE_REF} }
      childrenPages { ${PAGE_REF} }
      siblingPages { ${PAGE_REF} }
      group { id title }
      links { ${LINK} }
      categories { category { title } }
      messages {
        message {
          id title summary slug bodyHtml status publishDateTime expireDateTime channels categories
          tags destinations ownerOrganizationId isDistrictFeatured isFeatured
          links { ${LINK} }
          translations { ${REVIEW} summary }
        }
      }
      configurationValues { configurationCategory configurationName value }
      translations { ${REVIEW} metaDescription }
    }
  }
`;

/** Every page of an organization, as references. */
export const LIST_PAGES_QUERY = /* GraphQL */ `
  query ListPages($organizationId: uuid!) {
    pages(where: { ownerOrganizationId: { _eq: $organizationId } }, order_by: [{ title: asc }]) {
      ${PAGE_REF}
    }
  }
`;

/** Configuration definitions: the district-wide ones and the organization's own. */
export const CONFIGURATION_QUERY = /* GraphQL */ `
  query Configuration($organizationId: uuid!) {
    configurations(
      where: {
        _or: [
          { ownerOrganizationId: { _is_null: true } }
          { ownerOrganizationId: { _eq: $organizationId } }
        ]
      }
      order_by: [{ category: asc }, { name: asc }]
    ) {
      category name defaultValue value ownerOrganizationId
    }
  }
`;

/**
 * People (docs/behaviour.md#graphql): `where` and `order_by` are variables built by the adapter.
 */
export const PEOPLE_QUERY = /* GraphQL */ `
  query People($limit: Int!, $order_by: [people_order_by!], $where: people_bool_exp) {
    people(limit: $limit, order_by: $order_by, where: $where) {
      id userId employeeId profileId displayName firstName lastName title email phone photoUrl
      biography credentials isPublic
      employee { office jobTitles organization { title } }
      groups { groupId }
    }
  }
`;

/** Groups (docs/behaviour.md#graphql): title ilike any keyword within the organization. */
export const GROUPS_QUERY = /* GraphQL */ `
  query Groups($where: groups_bool_exp!, $limit: Int!) {
    groups(where: $where, limit: $limit) {
      id title linkLabel linkUrl description contactEmail contactPhone officeHours addressZip
      addressCity addressState addressStreet buildingName ownerOrganizationId
    }
  }
`;

/** Every document, by name, for the schema validation test. */
export const CMS_QUERIES = {
  ORGANIZATIONS_QUERY,
  MENUS_QUERY,
  PAGE_BY_PATH_QUERY,
  LIST_PAGES_QUERY,
  CONFIGURATION_QUERY,
  PEOPLE_QUERY,
  GROUPS_QUERY,
};
