// Prairie Wind Middle School's colours; text colours are derived from them to stay readable.
import { createOrgTheme } from '@district/theme/create-org-theme';

createOrgTheme({ primaryColor: '#14213d', secondaryColor: '#fca311' });
