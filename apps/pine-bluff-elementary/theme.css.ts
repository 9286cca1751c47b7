// Pine Bluff Elementary's colours; text colours are derived from them to stay readable.
import { createOrgTheme } from '@district/theme/create-org-theme';

createOrgTheme({ primaryColor: '#1b4332', secondaryColor: '#b7e4c7' });
