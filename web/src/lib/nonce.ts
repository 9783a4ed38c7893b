import { createContext, useContext } from 'react';

/**
 * The CSP nonce of the response being rendered (entry.server.tsx): React Router's inline scripts carry
 * it. Only the server knows it; a browser never reads a nonce back from the page.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = () => useContext(NonceContext);
