import { createContext, useContext } from 'react';

/**
 * The render's nonce (the server's load context), for inline scripts the page writes itself; the
 * server lists the hashes of the scripts carrying it in the page's policy (decision 0050). Empty in
 * the browser, where the page's scripts have run already.
 */
export const NonceContext = createContext('');

export const useNonce = () => useContext(NonceContext);
