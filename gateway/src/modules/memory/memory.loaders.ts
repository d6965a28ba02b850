import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';
import { MemoryFile } from './memory.entity.js';

/** Per-request batch loaders: the files of a list of memories in one statement. */
export function memoryLoaders(em: EntityManager) {
  return {
    filesByMemory: new DataLoader<number, MemoryFile[]>(async (ids) => {
      const rows = await em.find(MemoryFile, { memory: { $in: [...ids] } }, { orderBy: { id: 'asc' } });
      return ids.map((id) => rows.filter((r) => r.memory.id === id));
    }),
  };
}
