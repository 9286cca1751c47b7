// The bundled demo district, imported outside the embedded adapter.
import { DEMO_ORGANIZATIONS } from '@district/demo-content/organizations';

export const count = DEMO_ORGANIZATIONS.length;
