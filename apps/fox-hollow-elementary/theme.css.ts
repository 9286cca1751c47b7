// Fox Hollow Elementary's colours; text colours are derived from them to stay readable.
import { createOrgTheme } from '@district/theme/create-org-theme';

createOrgTheme({ primaryColor: '#8a3b12', secondaryColor: '#2f6f73' });
