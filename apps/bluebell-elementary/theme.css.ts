// Bluebell Elementary's colours; text colours are derived from them to stay readable.
import { createOrgTheme } from '@district/theme/create-org-theme';

createOrgTheme({ primaryColor: '#1d3f8a', secondaryColor: '#f7d046' });
