import { PageHeading, Text } from 'tessera';

export const handle = { title: 'Home' };

export default function Home() {
  return (
    <>
      <PageHeading>Home</PageHeading>
      <Text>Rendered on the server by React Router, then hydrated.</Text>
    </>
  );
}
