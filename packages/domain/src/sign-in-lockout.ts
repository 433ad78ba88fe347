// The lock on an account that keeps failing to sign in, the same for filers and staff: the server
// applies it, and the sign-in pages tell people about it in the same numbers.

/** Wrong passwords in a row that lock an account, and the minutes it then refuses every sign-in. */
export const SIGN_IN_LOCKOUT = { failures: 5, minutes: 15 } as const;
