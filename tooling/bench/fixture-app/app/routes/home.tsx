import { useLoaderData } from '@remix-run/react';

export function loader() {
  return { name: 'Minimal Remix page' };
}

export default function Home() {
  const { name } = useLoaderData<typeof loader>();
  return (
    <main>
      <h1>{name}</h1>
    </main>
  );
}
