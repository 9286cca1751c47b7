// Frontier Options High School's colours; text colours are derived from them to stay readable.
import { createOrgTheme } from '@district/theme/create-org-theme';

createOrgTheme({ primaryColor: '#264653', secondaryColor: '#2a9d8f' });
