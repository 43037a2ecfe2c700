import {
  Alert,
  Badge,
  Button,
  Card,
  CardBody,
  CardHeader,
  CardTitle,
  Heading,
  Stack,
  Text,
} from 'tessera';
import { Tasks } from './tasks';

/**
 * A server component page: the display components rendered directly, with no 'use client' here,
 * and the interactive part (./tasks.tsx) as a client component below them.
 */
export default function Page() {
  return (
    <main>
      <Stack gap="6" style={{ padding: 24, maxInlineSize: 720 }}>
        <Heading level={1}>Tessera in Next.js</Heading>
        <Card>
          <CardHeader>
            <CardTitle>Rendered on the server</CardTitle>
          </CardHeader>
          <CardBody>
            <Text>
              This card, its heading and its badge come from a React Server Component.{' '}
              <Badge tone="success">Server</Badge>
            </Text>
          </CardBody>
        </Card>
        <Alert tone="info" heading="Nothing to set up">
          Tessera needs only react and react-dom here.
        </Alert>
        <Button type="button" variant="secondary">
          A server-rendered button
        </Button>
        <Tasks />
      </Stack>
    </main>
  );
}
