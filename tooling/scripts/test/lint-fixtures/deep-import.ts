// Reaches into @district/data past its exports.
import { createMemorySharedStore } from '@district/data/shared-store/memory-shared-store';

export const store = createMemorySharedStore();
