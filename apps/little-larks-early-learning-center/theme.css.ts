// Little Larks Early Learning Center's colours; text colours are derived from them to stay readable.
import { createOrgTheme } from '@district/theme/create-org-theme';

createOrgTheme({ primaryColor: '#8f2d56', secondaryColor: '#ffbc42' });
