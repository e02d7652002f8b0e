import { gql } from '../../lib/graphql';

export interface MeResult {
  me: { id: string; email: string; name: string | null; picture: string | null } | null;
}

export const ME_QUERY = gql<MeResult>(`query Me { me { id email name picture } }`);
