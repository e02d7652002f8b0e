import { graphql } from '../../lib/graphql';

export const ME_QUERY = graphql(`query Me { me { id email name picture } }`);
