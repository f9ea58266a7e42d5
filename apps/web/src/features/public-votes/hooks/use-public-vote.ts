import type { Locale } from '@opencall/shared/common';
import {
  portalVotesApi as api,
  type CastVoteBody,
  type MyVotes,
  type PortalVoteSession,
  type PublicVoteUser,
  VOTER_TOKEN_HEADER,
} from '@opencall/shared/public-votes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { callApi } from '../../../lib/api-client';
import { queryKeyOf } from '../../../lib/query-cache';

export interface VoteRef {
  platformId: string;
  programId: string;
  id: string;
}

/** SPEC §3 `publicSessionResponses`: the vote page's session and entries; null when unpublished or unknown (404). */
export function usePortalVote(ref: VoteRef, lang: Locale) {
  return useQuery<PortalVoteSession>({
    queryKey: queryKeyOf(api.get, { ...ref, lang }),
    // Live results: the counts follow while the vote runs.
    refetchInterval: (query) => {
      const data = query.state.data as PortalVoteSession | undefined;
      return data?.resultsVisible && data.phase === 'open' ? 20_000 : false;
    },
    queryFn: async ({ signal }): Promise<PortalVoteSession> =>
      (await callApi(api.get, { params: ref, query: { lang } }, { signal })).data,
    retry: (count, error) => count < 2 && ![400, 404].includes((error as { status?: number }).status ?? 0),
  });
}

const storageKey = (sessionId: string) => `opencall.publicVoteUser.${sessionId}`;

function readVoter(sessionId: string): PublicVoteUser | null {
  try {
    const stored = JSON.parse(localStorage.getItem(storageKey(sessionId)) ?? 'null') as PublicVoteUser | null;
    return stored && new Date(stored.expiresAt).getTime() > Date.now() ? stored : null;
  } catch {
    return null;
  }
}

/** SPEC §3 client state `publicVoteUser`: the voter's proof for this session, kept on the device until it expires. */
export function usePublicVoteUser(sessionId: string) {
  const [voter, setVoter] = useState<PublicVoteUser | null>(() => readVoter(sessionId));
  const save = useCallback(
    (next: PublicVoteUser | null) => {
      if (next) localStorage.setItem(storageKey(sessionId), JSON.stringify(next));
      else localStorage.removeItem(storageKey(sessionId));
      setVoter(next);
    },
    [sessionId],
  );
  return { voter, save };
}

const voterOptions = (voter: PublicVoteUser) => ({ headers: { [VOTER_TOKEN_HEADER]: voter.token }, ownAuth: true });

/** The voter's votes and what they have left; null without a proof. */
export function useMyVotes(ref: VoteRef, voter: PublicVoteUser | null) {
  return useQuery({
    queryKey: [...queryKeyOf(api.myVotes, ref), voter?.token ?? ''],
    enabled: voter !== null,
    queryFn: async ({ signal }) =>
      voter ? (await callApi(api.myVotes, { params: ref }, { signal, ...voterOptions(voter) })).data : null,
  });
}

/** Casting and withdrawing: the answer is the voter's votes, which the page shows at once; counts follow. */
export function useVoteMutations(ref: VoteRef, voter: PublicVoteUser | null) {
  const queryClient = useQueryClient();
  const settle = (votes: MyVotes) => {
    queryClient.setQueryData([...queryKeyOf(api.myVotes, ref), voter?.token ?? ''], votes);
    // The page loaded the session by the program's address, the view knows the program's id: the counts of
    // this session are fetched again whichever way its query names the program.
    void queryClient.invalidateQueries({
      queryKey: queryKeyOf(api.get),
      predicate: (query) => (query.queryKey[1] as { id?: string } | undefined)?.id === ref.id,
    });
  };
  const options = () => {
    if (!voter) throw new Error('no voter');
    return voterOptions(voter);
  };
  return {
    cast: useMutation({
      mutationFn: async (body: CastVoteBody) => (await callApi(api.cast, { params: ref, body }, options())).data,
      onSuccess: settle,
    }),
    withdraw: useMutation({
      mutationFn: async (applicationId: string) =>
        (await callApi(api.withdraw, { params: { ...ref, applicationId } }, options())).data,
      onSuccess: settle,
    }),
    requestCode: useMutation({
      mutationFn: async (email: string) => (await callApi(api.requestCode, { params: ref, body: { email } })).data,
    }),
    verify: useMutation({
      mutationFn: async (body: { email: string; code: string }) =>
        (await callApi(api.verify, { params: ref, body })).data,
    }),
    google: useMutation({
      mutationFn: async () => (await callApi(api.google, { params: ref, body: {} })).data,
    }),
  };
}
