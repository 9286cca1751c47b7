// Meadowlark High School's colours; text colours are derived from them to stay readable.
import { createOrgTheme } from '@district/theme/create-org-theme';

createOrgTheme({ primaryColor: '#0b3d2e', secondaryColor: '#f4d35e' });
