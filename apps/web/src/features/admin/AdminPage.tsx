import type { ReactNode } from 'react';
import { Page } from '../../components/Page';
import { AdminGate } from './AdminGate';

interface Props {
  title: ReactNode;
  subtitle: ReactNode;
  /** What the screen is, for the gate's sentences ("… is for administrators."). */
  what: string;
  children: ReactNode;
}

/** An internal screen: the page frame (wide), with its content shown to admins only. */
export function AdminPage({ title, subtitle, what, children }: Props) {
  return (
    <Page title={title} subtitle={subtitle} maxWidth="lg">
      <AdminGate what={what}>{children}</AdminGate>
    </Page>
  );
}
