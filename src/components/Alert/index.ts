export { Alert, Banner } from './Alert';
export type { AlertProps, AlertTone, BannerProps } from './Alert';
