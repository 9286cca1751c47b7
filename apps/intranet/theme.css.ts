// Meadowlark Valley Staff Intranet's colours; text colours are derived from them to stay readable.
import { createOrgTheme } from '@district/theme/create-org-theme';

createOrgTheme({ primaryColor: '#2d3142', secondaryColor: '#ef8354' });
