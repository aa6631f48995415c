/** The signed-in visitor: one cache entry, null when nobody is signed in. */
export const sessionKeys = {
  user: ["user"] as const,
  /**
   * Every sign-in, registration and sign-out mutation (password or wallet) carries this key,
   * so one `useIsMutating` covers them all: the auth forms disable each other while one runs.
   */
  signInOut: ["auth"] as const,
};
