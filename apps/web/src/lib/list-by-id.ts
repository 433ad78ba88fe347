// List editing shared by the persons-forming and filer pages: add, replace and delete by id.

/** Adds the item, or replaces the one with the same id. */
export function upsertById<T extends { id: string }>(list: readonly T[], item: T): T[] {
  return list.some((existing) => existing.id === item.id)
    ? list.map((existing) => (existing.id === item.id ? item : existing))
    : [...list, item];
}

/** Removes the item with this id. */
export function removeById<T extends { id: string }>(list: readonly T[], id: string): T[] {
  return list.filter((existing) => existing.id !== id);
}

/** A new list id; random so ids stay unique across reloads and edits. */
export function newListId(): string {
  return (
    globalThis.crypto?.randomUUID?.() ??
    `id-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
  );
}
