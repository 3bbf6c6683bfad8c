/**
 * MikroORM keeps entity metadata on globalThis. Jest lets each test file see the globals of the
 * global setup (which ran MikroORM to migrate), so without this every file would register its
 * entities into one shared object holding objects of an earlier file's realm.
 */
(globalThis as Record<string, unknown>)['mikro-orm-metadata'] = {};
