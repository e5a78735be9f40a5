/** Gives the memory freed in every glibc arena back to the system; whether any was given back. */
export declare function mallocTrim(): boolean;
/** Whether the addon is there (built at install, on glibc). */
export declare const canTrim: boolean;
