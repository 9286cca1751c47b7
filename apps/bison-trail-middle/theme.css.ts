// Bison Trail Middle School's colours; text colours are derived from them to stay readable.
import { createOrgTheme } from '@district/theme/create-org-theme';

createOrgTheme({ primaryColor: '#582f0e', secondaryColor: '#a4ac86' });
