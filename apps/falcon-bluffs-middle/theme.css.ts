// Falcon Bluffs Middle School's colours; text colours are derived from them to stay readable.
import { createOrgTheme } from '@district/theme/create-org-theme';

createOrgTheme({ primaryColor: '#22333b', secondaryColor: '#c6ac8f' });
