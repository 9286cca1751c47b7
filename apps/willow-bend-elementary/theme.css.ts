// Willow Bend Elementary's colours; text colours are derived from them to stay readable.
import { createOrgTheme } from '@district/theme/create-org-theme';

createOrgTheme({ primaryColor: '#005f73', secondaryColor: '#ee9b00' });
