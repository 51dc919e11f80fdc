import { graphqlProxy } from '../../src/shared/api/graphql-proxy';

// The body is read (bounded) and passed on as it came: Next must not parse it.
export const config = { api: { bodyParser: false } };

export default graphqlProxy;
