// Through the face: an entry point @district/data's exports name.
import { createMemorySharedStore } from '@district/data/shared-store/create-shared-store';

export const store = createMemorySharedStore();
