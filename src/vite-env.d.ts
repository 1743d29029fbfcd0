/// <reference types="vite/client" />

/** 'demo' or 'firebase', fixed at build time by vite.config.ts from the VITE_FIREBASE_* variables. */
declare const __BACKEND_KIND__: 'demo' | 'firebase';

/** Always true; false only in the warm-start benchmark's WARM_START=off build (vite.config.ts): main.tsx then renders at once. */
declare const __WARM_START__: boolean;

/** When the build was made (ISO date-time), vite.config.ts: the server render's BUILT_AT. */
declare const __BUILT_AT__: string;
