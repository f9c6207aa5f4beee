'use client';
import * as React from 'react';
import Link from 'next/link';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import CssBaseline from '@mui/material/CssBaseline';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import { pages } from './pages';

const theme = createTheme();
const width = 280;

/**
 * MUI's responsive drawer, as its docs show it: permanent from `md` up, temporary below with a
 * menu button. Emotion's default set-up (styles injected in the browser), default link prefetching.
 */
export function Shell({ children }: { children: React.ReactNode }) {
  const [open, setOpen] = React.useState(false);
  const links = (
    <List>
      {pages.map((page) => (
        <ListItemButton key={page.path} component={Link} href={page.path} onClick={() => setOpen(false)}>
          <ListItemText primary={page.title} />
        </ListItemButton>
      ))}
    </List>
  );
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <AppBar position="fixed" sx={{ zIndex: (t) => t.zIndex.drawer + 1 }}>
        <Toolbar>
          <IconButton
            color="inherit"
            aria-label="Open navigation"
            edge="start"
            onClick={() => setOpen(true)}
            sx={{ mr: 2, display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Typography variant="h6" component="div">
            MUI X
          </Typography>
        </Toolbar>
      </AppBar>
      <Drawer
        variant="temporary"
        open={open}
        onClose={() => setOpen(false)}
        sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': { width } }}
      >
        {links}
      </Drawer>
      <Drawer
        variant="permanent"
        sx={{ display: { xs: 'none', md: 'block' }, width, '& .MuiDrawer-paper': { width } }}
      >
        <Toolbar />
        <nav aria-label="documentation">{links}</nav>
      </Drawer>
      <Box component="main" sx={{ ml: { md: `${width}px` }, p: 3, minWidth: 0 }}>
        <Toolbar />
        {children}
      </Box>
    </ThemeProvider>
  );
}
