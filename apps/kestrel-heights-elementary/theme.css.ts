// Kestrel Heights Elementary's colours; text colours are derived from them to stay readable.
import { createOrgTheme } from '@district/theme/create-org-theme';

createOrgTheme({ primaryColor: '#213a6b', secondaryColor: '#e76f51' });
