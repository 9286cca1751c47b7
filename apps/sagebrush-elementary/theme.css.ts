// Sagebrush Elementary's colours; text colours are derived from them to stay readable.
import { createOrgTheme } from '@district/theme/create-org-theme';

createOrgTheme({ primaryColor: '#41522f', secondaryColor: '#e9c46a' });
