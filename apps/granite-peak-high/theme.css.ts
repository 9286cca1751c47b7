// Granite Peak High School's colours; text colours are derived from them to stay readable.
import { createOrgTheme } from '@district/theme/create-org-theme';

createOrgTheme({ primaryColor: '#343a40', secondaryColor: '#e63946' });
