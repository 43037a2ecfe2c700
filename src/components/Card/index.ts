export {
  Card,
  CardHeader,
  CardTitle,
  CardDescription,
  CardBody,
  CardFooter,
  CardLink,
} from './Card';
export type { CardProps, CardLinkProps } from './Card';
