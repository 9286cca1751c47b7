// Silver Sage Middle School's colours; text colours are derived from them to stay readable.
import { createOrgTheme } from '@district/theme/create-org-theme';

createOrgTheme({ primaryColor: '#2b2d42', secondaryColor: '#8d99ae' });
