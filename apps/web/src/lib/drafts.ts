// Code drafts (issue 21): every editor keeps what the student types, here and on the server.
// - localStorage holds the newest typed code per user and item at once (keystroke by keystroke), so a
//   reload, a closed tab or a dead network loses nothing; it also carries the server version the code
//   is based on and whether it still has to be saved (`dirty`).
// - A save is an action of the ONE action queue (kind 'draft', coalesced per item): its body is built
//   when it is sent, from the newest local copy and version. The server refuses a save based on an
//   older version (409 with its newer draft): the newer of the two is kept and the student is told.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { DRAFT_SAVE_DEBOUNCE_MS, draftConflictSchema, draftItemKey, draftResponseSchema, type Draft, type DraftItem } from '@dodam/contracts';
import { apiRequest } from '@/lib/api/client';
import { enqueueAction, registerActionKind } from '@/lib/action-queue';
import { useSession } from '@/lib/session/session-store';

const PREFIX = 'dodam-draft:v1';

export interface LocalDraft {
  code: string;
  /** The server version this code is based on (0: none yet). */
  version: number;
  /** When this code was typed (or, when not dirty, saved on the server). */
  editedAt: number;
  /** Typed but not yet saved on the server. */
  dirty: boolean;
}

function storageKey(owner: string, key: string): string {
  return `${PREFIX}:${owner}:${key}`;
}

export function readLocalDraft(owner: string, key: string): LocalDraft | null {
  try {
    const raw = localStorage.getItem(storageKey(owner, key));
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<LocalDraft>;
    if (typeof value.code !== 'string' || typeof value.version !== 'number') return null;
    return { code: value.code, version: value.version, editedAt: Number(value.editedAt) || 0, dirty: value.dirty === true };
  } catch {
    return null;
  }
}

export function writeLocalDraft(owner: string, key: string, draft: LocalDraft): void {
  try {
    localStorage.setItem(storageKey(owner, key), JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the server copy (saved a second later) is what remains.
  }
}

export type DraftEvent =
  | { type: 'saved'; owner: string; key: string; version: number }
  /** A newer draft from another tab or device replaced the code; `previous` is what was on screen. */
  | { type: 'replaced'; owner: string; key: string; code: string; previous: string }
  /** This screen's code was newer than the other tab's: it was saved over it. */
  | { type: 'kept'; owner: string; key: string };

const listeners = new Set<(event: DraftEvent) => void>();
function emit(event: DraftEvent): void {
  for (const listener of listeners) listener(event);
}

export function fetchDraft(item: DraftItem, signal?: AbortSignal): Promise<Draft | null> {
  const query: Record<string, string> = { kind: item.kind };
  if (item.section_id) query.section_id = item.section_id;
  if (item.item_id) query.item_id = item.item_id;
  return apiRequest('/drafts', { query, schema: draftResponseSchema, signal }).then((r) => r.draft);
}

/** Queue a save of the item's local copy (one pending save per item: later calls replace it). */
export function queueDraftSave(owner: string, item: DraftItem): void {
  enqueueAction({ kind: 'draft', owner, coalesceKey: `draft:${owner}:${draftItemKey(item)}`, request: { method: 'PUT', path: '/drafts', json: item } });
}

/** Which of two versions of the code to keep: the one typed last. */
function serverIsNewer(local: LocalDraft | null, server: Draft): boolean {
  if (!local || !local.dirty) return true;
  return Date.parse(server.updated_at) >= local.editedAt;
}

registerActionKind('draft', {
  prepare(action) {
    const item = action.request.json as DraftItem;
    const local = readLocalDraft(action.owner, draftItemKey(item));
    if (!local?.dirty) return null;
    return { method: 'PUT', path: '/drafts', json: { ...item, code: local.code, base_version: local.version } };
  },
  onDone(action, data, sent) {
    const parsed = draftResponseSchema.safeParse(data);
    const saved = parsed.success ? parsed.data.draft : null;
    if (!saved) return;
    const key = draftItemKey(action.request.json as DraftItem);
    const local = readLocalDraft(action.owner, key);
    const sentCode = (sent.json as { code: string }).code;
    // Typing went on while the save was on its way: still dirty, now based on the new version.
    const dirty = local ? local.code !== sentCode : false;
    writeLocalDraft(action.owner, key, { code: local?.code ?? saved.code, version: saved.version, editedAt: local?.editedAt ?? Date.parse(saved.updated_at), dirty });
    emit({ type: 'saved', owner: action.owner, key, version: saved.version });
  },
  onFailed(action, error) {
    const item = action.request.json as DraftItem;
    const key = draftItemKey(item);
    if (error.status !== 409) return;
    const conflict = draftConflictSchema.safeParse(error.body);
    if (!conflict.success) return;
    const server = conflict.data.draft;
    const local = readLocalDraft(action.owner, key);
    if (local && !serverIsNewer(local, server)) {
      writeLocalDraft(action.owner, key, { ...local, version: server.version });
      queueDraftSave(action.owner, item);
      emit({ type: 'kept', owner: action.owner, key });
      return;
    }
    writeLocalDraft(action.owner, key, { code: server.code, version: server.version, editedAt: Date.parse(server.updated_at), dirty: false });
    emit({ type: 'replaced', owner: action.owner, key, code: server.code, previous: local?.code ?? '' });
  },
});

export type DraftNotice =
  | { kind: 'replaced'; previous: string }
  | { kind: 'kept' }
  | { kind: 'reset'; previous: string };

export interface CodeDraft {
  /** True once this item's code was put into the editor (local copy or starter, then the server's). */
  restored: boolean;
  /** Saved on the server / waiting to be saved. */
  saved: boolean;
  notice: DraftNotice | null;
  dismissNotice: () => void;
  /** Put the starter code back (offered with an undo). */
  resetToStarter: () => void;
  /** Undo the last reset or replacement: the code that was on screen comes back. */
  undo: () => void;
}

interface UseCodeDraftOptions {
  /** null while the item is not known yet (its list is loading). */
  item: DraftItem | null;
  starterCode: string;
  /** What the editor shows now. */
  code: string;
  /** Put code into the editor (a restore, a reset, a newer draft). */
  apply: (code: string) => void;
}

/** Restore, save and reconcile the draft of one editor item. */
export function useCodeDraft({ item, starterCode, code, apply }: UseCodeDraftOptions): CodeDraft {
  const { user } = useSession();
  const owner = user ? String(user.id) : null;
  const key = item ? draftItemKey(item) : null;
  const itemRef = useRef(item);
  const applyRef = useRef(apply);
  const codeRef = useRef(code);
  // Before any other effect of this render reads them.
  useLayoutEffect(() => {
    itemRef.current = item;
    applyRef.current = apply;
    codeRef.current = code;
  });
  // The code this hook last put into the editor: the editor reporting it back is not an edit.
  const applied = useRef<string | null>(null);
  // Set when an item's code was put in: until the editor shows it, what it reports is the old item's.
  const restoring = useRef(false);
  const restoredKey = useRef<string | null>(null);
  const [saved, setSaved] = useState(true);
  const [notice, setNotice] = useState<DraftNotice | null>(null);
  const [shownKey, setShownKey] = useState<string | null>(null);
  if (shownKey !== key) {
    setShownKey(key);
    setSaved(owner && key ? !readLocalDraft(owner, key)?.dirty : true);
    setNotice(null);
  }
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const put = useCallback((next: string) => {
    applied.current = next;
    applyRef.current(next);
  }, []);

  const recordEdit = useCallback(
    (next: string) => {
      if (!owner || !key || !itemRef.current) return;
      const local = readLocalDraft(owner, key);
      writeLocalDraft(owner, key, { code: next, version: local?.version ?? 0, editedAt: Date.now(), dirty: true });
      setSaved(false);
      clearTimeout(timer.current);
      const target = itemRef.current;
      timer.current = setTimeout(() => queueDraftSave(owner, target), DRAFT_SAVE_DEBOUNCE_MS);
    },
    [owner, key],
  );

  // Compare with the server: a newer server draft (another device) replaces an older local copy;
  // local typing the server has not seen yet (offline) is queued.
  const reconcile = useCallback(
    async (signal?: AbortSignal) => {
      const target = itemRef.current;
      if (!owner || !key || !target) return;
      let server: Draft | null;
      try {
        server = await fetchDraft(target, signal);
      } catch {
        // Unreachable: the local copy stays on screen and is saved when the server is back.
        const local = readLocalDraft(owner, key);
        if (local?.dirty) queueDraftSave(owner, target);
        return;
      }
      if (signal?.aborted) return;
      const local = readLocalDraft(owner, key);
      if (server && (!local || server.version > local.version)) {
        if (local && !serverIsNewer(local, server)) {
          writeLocalDraft(owner, key, { ...local, version: server.version });
          queueDraftSave(owner, target);
          return;
        }
        writeLocalDraft(owner, key, { code: server.code, version: server.version, editedAt: Date.parse(server.updated_at), dirty: false });
        if (server.code !== codeRef.current) {
          const previous = codeRef.current;
          put(server.code);
          if (local?.dirty && previous !== server.code) setNotice({ kind: 'replaced', previous });
        }
        setSaved(true);
        return;
      }
      if (local?.dirty) queueDraftSave(owner, target);
      else setSaved(true);
    },
    [owner, key, put],
  );

  // A new item: its local copy (or the starter) at once, then the server's answer.
  useEffect(() => {
    if (!owner || !key) return;
    const local = readLocalDraft(owner, key);
    restoring.current = true;
    restoredKey.current = key;
    put(local?.code ?? starterCode);
    const controller = new AbortController();
    void reconcile(controller.signal);
    return () => {
      controller.abort();
      // Leaving the item (another exercise, another mode): what was typed is saved now.
      if (timer.current !== undefined) {
        clearTimeout(timer.current);
        timer.current = undefined;
        const target = itemRef.current;
        if (target && readLocalDraft(owner, key)?.dirty) queueDraftSave(owner, target);
      }
    };
    // starterCode is read once per item on purpose: a refetched exercise list must not reset the editor.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [owner, key, put, reconcile]);

  // Every edit: kept locally at once, saved on the server after a pause.
  useEffect(() => {
    if (!key || restoredKey.current !== key) return;
    if (restoring.current) {
      if (code === applied.current) restoring.current = false;
      return;
    }
    if (code === applied.current) return;
    applied.current = code;
    recordEdit(code);
  }, [code, key, recordEdit]);

  // Back to this tab: another tab of this browser may have typed since (the local copy is shared),
  // and another device may have saved.
  useEffect(() => {
    if (!owner || !key) return;
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      const local = readLocalDraft(owner, key);
      if (local && local.code !== codeRef.current) put(local.code);
      void reconcile();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', onVisible);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', onVisible);
    };
  }, [owner, key, put, reconcile]);

  useEffect(() => {
    if (!owner || !key) return;
    const onEvent = (event: DraftEvent) => {
      if (event.owner !== owner || event.key !== key) return;
      if (event.type === 'saved') setSaved(!readLocalDraft(owner, key)?.dirty);
      else if (event.type === 'kept') setNotice({ kind: 'kept' });
      else if (event.code !== codeRef.current) {
        put(event.code);
        setSaved(true);
        setNotice({ kind: 'replaced', previous: event.previous || codeRef.current });
      }
    };
    listeners.add(onEvent);
    return () => {
      listeners.delete(onEvent);
    };
  }, [owner, key, put]);

  const resetToStarter = useCallback(() => {
    const previous = codeRef.current;
    put(starterCode);
    recordEdit(starterCode);
    setNotice({ kind: 'reset', previous });
  }, [put, recordEdit, starterCode]);

  const undo = useCallback(() => {
    if (!notice || notice.kind === 'kept') return;
    put(notice.previous);
    recordEdit(notice.previous);
    setNotice(null);
  }, [notice, put, recordEdit]);

  return { restored: key !== null && owner !== null, saved, notice, dismissNotice: () => setNotice(null), resetToStarter, undo };
}
