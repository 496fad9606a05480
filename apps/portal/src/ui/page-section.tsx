import { Title } from '@mantine/core';
import type { ReactNode } from 'react';
import '@mantine/core/styles/Title.css';

/** A titled part of a page; the heading names the region for screen readers. */
export function PageSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="xs">
        {title}
      </Title>
      {children}
    </section>
  );
}
