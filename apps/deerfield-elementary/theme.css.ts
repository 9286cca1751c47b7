// Deerfield Elementary's colours; text colours are derived from them to stay readable.
import { createOrgTheme } from '@district/theme/create-org-theme';

createOrgTheme({ primaryColor: '#4a2a6b', secondaryColor: '#9bd3ae' });
