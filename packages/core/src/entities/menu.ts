import { z } from 'zod';

/** A menu item (docs/behaviour.md#entity-menu-item); root menus have `parentMenuItemId` null. */
export interface MenuItem {
  id: string;
  parentMenuItemId: string | null;
  order: number | null;
  title: string;
  /** Empty for group headers; internal (`/path`, may carry `#tab`) or external (`https://…`). */
  url: string;
  icon: string | null;
  childrenMenuItems: MenuItem[];
}

/** zod schema for {@link MenuItem}, recursive. */
export const menuItemSchema: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    id: z.string(),
    parentMenuItemId: z.string().nullable(),
    order: z.number().int().nullable(),
    title: z.string(),
    url: z.string(),
    icon: z.string().nullable(),
    childrenMenuItems: z.array(menuItemSchema),
  }),
);
