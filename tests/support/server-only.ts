// The unit tests' stand-in for the `server-only` marker package, which throws outside a React Server environment.
export {};
