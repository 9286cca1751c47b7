// Valley Vista High School's colours; text colours are derived from them to stay readable.
import { createOrgTheme } from '@district/theme/create-org-theme';

createOrgTheme({ primaryColor: '#1b263b', secondaryColor: '#e0a458' });
