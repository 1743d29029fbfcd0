/** The admin sign-in feature's one door to the backend: which adapter the build runs (demo or Firebase). */
export { backendKind } from '@/backend/registry';
