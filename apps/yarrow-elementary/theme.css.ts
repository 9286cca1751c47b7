// Yarrow Elementary's colours; text colours are derived from them to stay readable.
import { createOrgTheme } from '@district/theme/create-org-theme';

createOrgTheme({ primaryColor: '#3d405b', secondaryColor: '#f2cc8f' });
