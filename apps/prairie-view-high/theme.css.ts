// Prairie View High School's colours; text colours are derived from them to stay readable.
import { createOrgTheme } from '@district/theme/create-org-theme';

createOrgTheme({ primaryColor: '#7b2cbf', secondaryColor: '#ffd60a' });
