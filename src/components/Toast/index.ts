export { ToastProvider, useToast } from './ToastProvider';
export type { ToastProviderProps } from './ToastProvider';
export { toast } from './toast';
export type { ToastAction, ToastApi, ToastOptions, ToastPromiseOptions, ToastTone } from './toast';
