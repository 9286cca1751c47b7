import { useLoaderData } from '@remix-run/react';
import org from '~org';

export function loader() {
  return { name: org.name };
}

export default function Home() {
  const { name } = useLoaderData<typeof loader>();
  return (
    <main id="main">
      <h1>{name}</h1>
    </main>
  );
}
