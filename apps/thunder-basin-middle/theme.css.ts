// Thunder Basin Middle School's colours; text colours are derived from them to stay readable.
import { createOrgTheme } from '@district/theme/create-org-theme';

createOrgTheme({ primaryColor: '#03045e', secondaryColor: '#00b4d8' });
