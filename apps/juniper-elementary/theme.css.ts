// Juniper Elementary's colours; text colours are derived from them to stay readable.
import { createOrgTheme } from '@district/theme/create-org-theme';

createOrgTheme({ primaryColor: '#2e4a3a', secondaryColor: '#c9d6a3' });
