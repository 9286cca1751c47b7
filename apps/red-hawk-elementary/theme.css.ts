// Red Hawk Elementary's colours; text colours are derived from them to stay readable.
import { createOrgTheme } from '@district/theme/create-org-theme';

createOrgTheme({ primaryColor: '#9b1c1c', secondaryColor: '#1f2937' });
