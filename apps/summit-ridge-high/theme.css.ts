// Summit Ridge High School's colours; text colours are derived from them to stay readable.
import { createOrgTheme } from '@district/theme/create-org-theme';

createOrgTheme({ primaryColor: '#023e8a', secondaryColor: '#90e0ef' });
