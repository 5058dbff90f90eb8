import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './pub.css';
import { load, OfferApp } from './offer-app.tsx';
import { parseOfferLink } from './offer-link.ts';
import { browserLanguage } from './texts.ts';

document.documentElement.lang = browserLanguage();
const link = parseOfferLink(location.pathname, location.hash);
// Asked before React renders: the answer is on its way while the page's code starts.
const first = load(link);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <OfferApp link={link} first={first} />
  </StrictMode>,
);
