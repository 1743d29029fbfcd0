/// <reference types="vite/client" />

/** 'demo' or 'firebase', fixed at build time by vite.config.ts from the VITE_FIREBASE_* variables. */
declare const __BACKEND_KIND__: 'demo' | 'firebase';
