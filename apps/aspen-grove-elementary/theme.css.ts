// Aspen Grove Elementary's colours; text colours are derived from them to stay readable.
import { createOrgTheme } from '@district/theme/create-org-theme';

createOrgTheme({ primaryColor: '#1f5130', secondaryColor: '#f2c14e' });
