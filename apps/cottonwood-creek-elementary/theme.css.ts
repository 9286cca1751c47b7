// Cottonwood Creek Elementary's colours; text colours are derived from them to stay readable.
import { createOrgTheme } from '@district/theme/create-org-theme';

createOrgTheme({ primaryColor: '#7a2e14', secondaryColor: '#e8b04a' });
