import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { AppRoot } from './AppRoot';
import { createHubClient } from './hub/createHubClient';
import { createI18n } from './i18n/createI18n';
import { routes } from './routes';
import './styles/theme.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <AppRoot router={createBrowserRouter(routes)} i18n={createI18n()} hub={createHubClient()} />,
);
