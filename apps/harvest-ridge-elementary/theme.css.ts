// Harvest Ridge Elementary's colours; text colours are derived from them to stay readable.
import { createOrgTheme } from '@district/theme/create-org-theme';

createOrgTheme({ primaryColor: '#6b1d2a', secondaryColor: '#e0a96d' });
