// The staff console's entry (admin.html): a desktop layout of its own, with its own query
// cache and no member session. Nothing here is imported by the TV or phone layouts.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { initLang } from '@src/i18n';
import { staffQueryClient } from '@src/features/staff';
import { AdminApp } from './app';
import './admin.css';

const el = document.getElementById('admin-root');
if (el) {
  // The language cookie the viewer's app writes (简体/繁体) is the console's too.
  void initLang().catch((e: unknown) => console.error('[admin] language', e)).finally(() => {
    createRoot(el).render(
      <StrictMode>
        <QueryClientProvider client={staffQueryClient}>
          <AdminApp />
        </QueryClientProvider>
      </StrictMode>,
    );
  });
}
