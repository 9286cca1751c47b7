// Paintbrush Hills Elementary's colours; text colours are derived from them to stay readable.
import { createOrgTheme } from '@district/theme/create-org-theme';

createOrgTheme({ primaryColor: '#8b1e3f', secondaryColor: '#f4a259' });
