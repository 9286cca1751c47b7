// Eagle Crest Elementary's colours; text colours are derived from them to stay readable.
import { createOrgTheme } from '@district/theme/create-org-theme';

createOrgTheme({ primaryColor: '#0f3d5c', secondaryColor: '#d9a441' });
