// Sunflower Preschool's colours; text colours are derived from them to stay readable.
import { createOrgTheme } from '@district/theme/create-org-theme';

createOrgTheme({ primaryColor: '#6f4518', secondaryColor: '#ffd000' });
