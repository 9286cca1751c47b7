// Mesa View Elementary's colours; text colours are derived from them to stay readable.
import { createOrgTheme } from '@district/theme/create-org-theme';

createOrgTheme({ primaryColor: '#7c2d12', secondaryColor: '#fcbf49' });
