// Meadowlark Valley School District's colours; text colours are derived from them to stay readable.
import { createOrgTheme } from '@district/theme/create-org-theme';

createOrgTheme({ primaryColor: '#173f5f', secondaryColor: '#f6b93b' });
