// apollo-upload-client 19 ships JavaScript with JSDoc types only; this is the one class the app uses.
declare module 'apollo-upload-client/UploadHttpLink.mjs' {
  import { ApolloLink } from '@apollo/client';

  export interface UploadHttpLinkOptions {
    uri?: string | ((operation: ApolloLink.Operation) => string);
    headers?: Record<string, string>;
    credentials?: string;
    fetch?: typeof fetch;
    fetchOptions?: RequestInit;
  }

  export default class UploadHttpLink extends ApolloLink {
    constructor(options?: UploadHttpLinkOptions);
  }
}
