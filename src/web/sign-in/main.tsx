import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './sign-in.css';
import { PublicApp } from './public-app.tsx';
import { prefetchStaffApp } from './prefetch-staff.ts';
import { storedLanguage } from './texts.ts';

document.documentElement.lang = storedLanguage();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PublicApp />
  </StrictMode>,
);
prefetchStaffApp();
