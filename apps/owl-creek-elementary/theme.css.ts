// Owl Creek Elementary's colours; text colours are derived from them to stay readable.
import { createOrgTheme } from '@district/theme/create-org-theme';

createOrgTheme({ primaryColor: '#3b2f63', secondaryColor: '#a8dadc' });
