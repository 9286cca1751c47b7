// Golden Meadow Elementary's colours; text colours are derived from them to stay readable.
import { createOrgTheme } from '@district/theme/create-org-theme';

createOrgTheme({ primaryColor: '#5c4300', secondaryColor: '#ffd23f' });
