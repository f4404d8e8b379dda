import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { RouterProvider } from 'react-router-dom';
import { router } from './routes';
import { theme } from './theme';

/**
 * Root component: theme and router. The dashboard's Apollo Client is provided by the dashboard's
 * own layout (routes/dashboard), so public pages never load the GraphQL client.
 */
export function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <RouterProvider router={router} />
    </ThemeProvider>
  );
}
