import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';
import { fileRowsByMemory, type MemoryFileRow } from './memory.rows.js';

/** Per-request batch loaders: the files of a list of memories in one statement, as plain rows. */
export function memoryLoaders(em: EntityManager) {
  return {
    filesByMemory: new DataLoader<number, MemoryFileRow[]>(async (ids) => {
      const byMemory = await fileRowsByMemory(em, ids);
      return ids.map((id) => byMemory.get(id) ?? []);
    }),
  };
}
