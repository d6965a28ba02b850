import type { EntityManager } from '@mikro-orm/postgresql';
import { epochMs } from '../../db/plain-rows.js';
import type { DecedentColumn } from '../decedent/index.js';
import type { Memory, MemoryFile } from './memory.entity.js';

/**
 * Memories and files as the read-only screens read them: plain rows under the entities' property names,
 * not managed entities. The public page shows 100 memories and their files; hydrating them into the
 * identity map (which nothing on a read ever flushes) was most of its time. The graph resolves these
 * exactly as the entities (the same fields, the same field resolvers).
 */
export type MemoryRow = Omit<Memory, 'decedent' | 'memoryByPerson' | 'files'> & {
  decedent: { id: number };
  memoryByPerson: { id: number } | null;
};

/** A memory as the graph's field resolvers read it: a row above or a managed entity. */
export type MemoryLike = Omit<MemoryRow, 'memoryByPerson'> & { memoryByPerson?: { id: number } | null };

/** A file as the graph shows it (its stored size and creation time are not shown), with its memory's id. */
export type MemoryFileRow = Omit<MemoryFile, 'memory' | 'size' | 'createdAt'> & { memoryId: number };

/** A file as JSON under the graph's names (a memory's files come with it in one statement). */
const FILE_JSON = `json_build_object('id', f.id, 'memoryId', f.memory_id, 'fileType', f.file_type, 'src', f.src, 'originalUrl', f.original_url,
  'thumbnailUrl', f.thumbnail_url, 'rotationAngle', f.rotation_angle, 'width', f.width, 'height', f.height, 'fileName', f.file_name,
  'mimeType', f.mime_type, 'isLink', f.is_link, 'linkTitle', f.link_title)`;

/**
 * A memory as JSON under MemoryRow's names, its timestamps as epoch milliseconds, and its files: a page of them is one
 * JSON value, which JSON.parse reads at once where pg parsed each of 100 rows' 20 columns on its own (5% of the page).
 */
const MEMORY_JSON = `json_build_object('id', m.id, 'decedent', json_build_object('id', m.decedent_id), 'title', m.title, 'memory', m.memory,
  'memoryType', m.memory_type, 'status', m.status, 'rejectedReason', m.rejected_reason, 'isPrivate', m.is_private, 'dateOfMemory', m.date_of_memory,
  'relationship', m.relationship, 'memoryByPerson', case when m.memory_by_person_id is null then null else json_build_object('id', m.memory_by_person_id) end,
  'memoryByPersonFirstName', m.memory_by_person_first_name, 'memoryByPersonLastName', m.memory_by_person_last_name, 'personEmail', m.person_email,
  'personPhone', m.person_phone, 'personAddress', m.person_address, 'idempotencyKey', m.idempotency_key,
  'screeningScore', m.screening_score, 'screeningLevel', m.screening_level, 'screeningReasons', m.screening_reasons, 'held', m.held,
  'createdMs', ${epochMs('m.created_at')}, 'updatedMs', ${epochMs('m.updated_at')},
  'files', (select coalesce(json_agg(${FILE_JSON} order by f.id), '[]') from memory_file f where f.memory_id = m.id))`;
type MemoryJson = MemoryRow & { createdMs: number; updatedMs: number; files: MemoryFileRow[] };

/** memory_file's columns as fileRowsByMemory reads them. */
type Columns = {
  id: number;
  memory_id: number;
  file_type: MemoryFileRow['fileType'];
  src: MemoryFileRow['src'];
  original_url: MemoryFileRow['originalUrl'];
  thumbnail_url: MemoryFileRow['thumbnailUrl'];
  rotation_angle: MemoryFileRow['rotationAngle'];
  width: MemoryFileRow['width'];
  height: MemoryFileRow['height'];
  file_name: MemoryFileRow['fileName'];
  mime_type: MemoryFileRow['mimeType'];
  is_link: MemoryFileRow['isLink'];
  link_title: MemoryFileRow['linkTitle'];
};

/**
 * Approved memories of a decedent (hidden ones too when asked), newest memory date first: one page, each with its
 * files by id ascending (the same files the files loader would read; the caller primes it with them). A column on
 * `decedent d`, read with the decedent when it can be (DecedentService.readVisibleWith).
 */
export function publicMemoriesColumn(q: {
  withHidden: boolean;
  memoryType: number | null;
  limit: number;
  offset: number;
}): DecedentColumn<Array<{ memory: MemoryRow; files: MemoryFileRow[] }>> {
  return {
    sql: PUBLIC_PAGES[(q.withHidden ? 2 : 0) + (q.memoryType ? 1 : 0)]!,
    params: q.memoryType ? [q.memoryType, q.limit, q.offset] : [q.limit, q.offset],
    // Each memory is used as parsed (its epoch milliseconds and files stay beside its fields; the graph reads its own).
    parse: (value) =>
      (value as MemoryJson[]).map((m) => {
        m.createdAt = new Date(m.createdMs);
        m.updatedAt = new Date(m.updatedMs);
        return { memory: m, files: m.files };
      }),
  };
}

/**
 * publicMemoriesColumn's four texts: [visible, visible of a type, with hidden, with hidden of a type]. The type asked
 * for is compared as an int: any GraphQL Int is a type no memory has, not a value out of the column's smallint range.
 */
const PUBLIC_PAGES = [false, true].flatMap((withHidden) =>
  [false, true].map(
    (byType) =>
      `(select coalesce(json_agg(${MEMORY_JSON} order by m.date_of_memory desc, m.id desc), '[]')
    from (select m.id from memory m where m.decedent_id = d.id and m.status = 'Accepted'${withHidden ? '' : ' and not m.is_private'}${byType ? ' and m.memory_type = ?::int' : ''}
          order by m.date_of_memory desc, m.id desc limit ? offset ?) page
    join memory m on m.id = page.id)`,
  ),
);

/** The files of these memories, by id ascending, grouped per memory (one pass). */
export async function fileRowsByMemory(em: EntityManager, memoryIds: readonly number[]): Promise<Map<number, MemoryFileRow[]>> {
  const rows = await em.getConnection().execute<Columns[]>(
    `select f.id, f.memory_id, f.file_type, f.src, f.original_url, f.thumbnail_url, f.rotation_angle, f.width, f.height, f.file_name, f.mime_type,
       f.is_link, f.link_title
     from memory_file f where f.memory_id in (?) order by f.id`,
    [[...memoryIds]],
    'all',
    em.getTransactionContext(),
  );
  const byMemory = new Map<number, MemoryFileRow[]>();
  for (const r of rows) {
    const file: MemoryFileRow = {
      id: r['id'],
      memoryId: r['memory_id'],
      fileType: r['file_type'],
      src: r['src'],
      originalUrl: r['original_url'],
      thumbnailUrl: r['thumbnail_url'],
      rotationAngle: r['rotation_angle'],
      width: r['width'],
      height: r['height'],
      fileName: r['file_name'],
      mimeType: r['mime_type'],
      isLink: r['is_link'],
      linkTitle: r['link_title'],
    };
    const list = byMemory.get(file.memoryId);
    if (list) list.push(file);
    else byMemory.set(file.memoryId, [file]);
  }
  return byMemory;
}
