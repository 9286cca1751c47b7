// Lone Pine Elementary's colours; text colours are derived from them to stay readable.
import { createOrgTheme } from '@district/theme/create-org-theme';

createOrgTheme({ primaryColor: '#254d32', secondaryColor: '#d4a373' });
