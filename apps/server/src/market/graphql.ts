// Market data GraphQL fields (stock list, watch list, mutual fund portfolio, indices, enumerations).
// See API.md; each field takes the user from the session.
export {};
