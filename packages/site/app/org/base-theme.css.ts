// The theme every app's build declares on :root: the contract's every variable, with neutral
// colours. The organization's own colours come over it at run time from its record (the
// /brand/<abbr>-theme.css stylesheet, docs/decisions/010), so this is what shows only when that
// stylesheet cannot load. The pair is one the contrast tests check (packages/theme).
import { createOrgTheme } from '@district/theme/create-org-theme';

createOrgTheme({ primaryColor: '#2b2d42', secondaryColor: '#8d99ae' });
