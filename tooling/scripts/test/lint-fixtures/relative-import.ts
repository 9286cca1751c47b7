// Reaches into another package's source by a relative path.
import type { SharedStore } from '../../../../data/src/shared-store/shared-store';

export type Store = SharedStore;
