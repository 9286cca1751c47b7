// Wildflower Middle School's colours; text colours are derived from them to stay readable.
import { createOrgTheme } from '@district/theme/create-org-theme';

createOrgTheme({ primaryColor: '#432818', secondaryColor: '#ffe6a7' });
