// Shield lists (spec 002 §3): blocked users and keywords. The barrage filter reads them.
import { createStore, useStore } from 'zustand';
import type { ShieldUser } from '../api/contract/shield';

export interface ShieldState {
  users: readonly ShieldUser[];
  keywords: readonly string[];
  setUsers(users: readonly ShieldUser[]): void;
  setKeywords(keywords: readonly string[]): void;
  addUser(user: ShieldUser): void;
  removeUser(uid: number): void;
  addKeyword(keyword: string): void;
  removeKeyword(keyword: string): void;
  clear(): void;
}

export const shieldStore = createStore<ShieldState>((set) => ({
  users: [],
  keywords: [],
  setUsers: (users) => set({ users: [...users] }),
  setKeywords: (keywords) => set({ keywords: [...keywords] }),
  addUser: (user) => set((s) => ({ users: s.users.some((u) => u.uid === user.uid) ? s.users : [...s.users, user] })),
  removeUser: (uid) => set((s) => ({ users: s.users.filter((u) => u.uid !== uid) })),
  addKeyword: (k) => set((s) => ({ keywords: s.keywords.includes(k) ? s.keywords : [...s.keywords, k] })),
  removeKeyword: (k) => set((s) => ({ keywords: s.keywords.filter((x) => x !== k) })),
  clear: () => set({ users: [], keywords: [] }),
}));

export const useShield = <T>(selector: (s: ShieldState) => T): T => useStore(shieldStore, selector);
