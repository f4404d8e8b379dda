import { ApolloProvider } from '@apollo/client/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createApolloClient } from './apollo';
import { router } from './routes';
import { theme } from './theme';

/** Root component: theme, Apollo Client for the dashboard API, and the router. */
export function App() {
  const [client] = useState(createApolloClient);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ApolloProvider client={client}>
        <RouterProvider router={router} />
      </ApolloProvider>
    </ThemeProvider>
  );
}
