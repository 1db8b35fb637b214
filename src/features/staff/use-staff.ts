// The console's hooks over the staff contract (TanStack Query, as the app's data layer): a
// resource per GET endpoint and its params, a server-paged table whose filters are the
// endpoint's own query schema, and actions that carry one requestId per press.
import { useCallback, useMemo, useRef, useState } from 'react';
import { QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ParamsOf } from '@src/api/call';
import type { AnyEndpoint, ReplyOf } from '@src/api/contract/endpoint';
import { staffLogin, staffLogout, type StaffPermission } from '@src/api/contract/staff';
import { ApiError } from '@src/api/errors';
import { createQueryClient } from '@src/data/query-client';
import { newRequestId, staffCall } from './staff-call';
import { clearStaffSession, setStaffSession, useStaffSession } from './staff-session';
import { columnsOf, fieldsOf, readForm, type FieldProblem, type FormField } from './schema-fields';

/** The console's own cache: nothing of it is shared with a member's app. */
export const staffQueryClient: QueryClient = createQueryClient();

const ROOT = 'staff';

/** What to tell the user about a failed call: the server's Chinese message, or a console text key. */
export type StaffFailure = { text: string } | { key: 'network' | 'badRequest' | 'badReply' | 'failed' };

export function failureOf(e: unknown): StaffFailure | null {
  if (!e) return null;
  if (e instanceof ApiError) {
    if ((e.kind === 'ret' || e.kind === 'session') && e.message && !/^ret \d+$/.test(e.message)) return { text: e.message };
    if (e.kind === 'network' || e.kind === 'timeout') return { key: 'network' };
    if (e.kind === 'bad-request') return { key: 'badRequest' };
    if (e.kind === 'bad-reply') return { key: 'badReply' };
  }
  return { key: 'failed' };
}

/** Whether the signed-in member's role holds a right (the server still checks each call). */
export function useCan(): (p: StaffPermission) => boolean {
  const s = useStaffSession();
  return useCallback((p: StaffPermission) => !!s?.me.permissions.includes(p), [s]);
}

export function useStaffSignIn() {
  const m = useMutation({
    mutationFn: (input: ParamsOf<typeof staffLogin>) => staffCall(staffLogin, input),
    onSuccess: (r) => {
      staffQueryClient.clear();
      setStaffSession({ token: r.token, me: r.me });
    },
  });
  return { signIn: m.mutate, busy: m.isPending, failure: failureOf(m.error) };
}

export function useStaffSignOut(): () => void {
  return useCallback(() => {
    void staffCall(staffLogout, {}).catch(() => undefined);
    clearStaffSession('');
    staffQueryClient.clear();
  }, []);
}

export function useStaffResource<E extends AnyEndpoint>(ep: E, params: ParamsOf<E> | null) {
  const q = useQuery({
    queryKey: [ROOT, ep.name, params],
    queryFn: ({ signal }) => staffCall(ep, params ?? undefined, signal),
    enabled: params !== null,
  });
  return { data: q.data as ReplyOf<E> | undefined, loading: q.isPending && params !== null, failure: failureOf(q.error), reload: q.refetch };
}

interface PagedReply {
  list: unknown[];
  page: number;
  pageSize: number;
  total: number;
  hasMore: boolean;
}

const PAGING = ['page', 'pageSize'];
const STAFF_PAGE_SIZE = 20;

/**
 * A server-side table: the filters are the endpoint's query fields (with their limits), the
 * search is applied on submit (a request per search, not per key), paging is the server's.
 */
export function useStaffTable<E extends AnyEndpoint>(ep: E, options: { initial?: Record<string, string>; hidden?: readonly string[]; waitFor?: readonly string[] } = {}) {
  const fields: FormField[] = useMemo(() => fieldsOf(ep.query, [...PAGING, ...(options.hidden ?? [])]), [ep, options.hidden]);
  const [inputs, setInputs] = useState<Record<string, string>>(options.initial ?? {});
  const [applied, setApplied] = useState<Record<string, string>>(options.initial ?? {});
  const [page, setPage] = useState(1);
  const [problems, setProblems] = useState<Record<string, FieldProblem>>({});
  const read = readForm(fields, applied);
  const paged = PAGING.every((k) => k in ((ep.query?.json.properties ?? {}) as object));
  const ready = !Object.keys(read.problems).length && (options.waitFor ?? []).every((k) => (applied[k] ?? '').trim() !== '');
  const params = ready ? ({ ...read.value, ...(paged ? { page, pageSize: STAFF_PAGE_SIZE } : {}) } as ParamsOf<E>) : null;
  const res = useStaffResource(ep, params);
  const setInput = useCallback((name: string, v: string) => setInputs((s) => ({ ...s, [name]: v })), []);
  const search = useCallback(() => {
    const r = readForm(fields, inputs);
    setProblems(r.problems);
    if (Object.keys(r.problems).length) return;
    setApplied(inputs);
    setPage(1);
  }, [fields, inputs]);
  const reply = res.data as PagedReply | undefined;
  return {
    fields, inputs, setInput, search, problems,
    /** The reply's item fields: the table's columns unless the page names its own. */
    columns: columnsOf(ep.reply),
    page, setPage, paged,
    rows: (reply?.list ?? []) as ReplyOf<E> extends { list: (infer T)[] } ? T[] : never,
    total: reply?.total ?? 0,
    hasMore: reply?.hasMore ?? false,
    loading: res.loading,
    failure: res.failure,
    waiting: !ready,
    reload: res.reload,
  };
}

/**
 * One write. Money and restriction actions carry a requestId: the same one while the press is
 * retried after a failure (the server answers the first outcome, never acts twice), a new one
 * after a success. Every staff view refetches after a write.
 */
export function useStaffAction<E extends AnyEndpoint>(ep: E, options: { requestId?: boolean } = {}) {
  const qc = useQueryClient();
  const key = useRef<string | null>(null);
  const m = useMutation({
    mutationFn: (input: Omit<ParamsOf<E>, 'requestId'>) => {
      key.current ??= newRequestId();
      return staffCall(ep, (options.requestId ? { ...input, requestId: key.current } : input) as ParamsOf<E>);
    },
    onSuccess: () => {
      key.current = null;
      void qc.invalidateQueries({ queryKey: [ROOT] });
    },
  });
  return { run: m.mutateAsync, busy: m.isPending, failure: failureOf(m.error), result: m.data as ReplyOf<E> | undefined, reset: m.reset };
}
