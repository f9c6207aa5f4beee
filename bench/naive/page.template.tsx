/**
 * The page the bench writes for each measured route (app/<path>/page.tsx): the page's title and
 * description, then every demo of the page imported statically and mounted at once, each under
 * its name. The bench replaces the three lines marked `@bench`.
 */
import type * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
// @bench imports

const page = { title: '', description: '' }; // @bench page
const demos: { name: string; Demo: React.ComponentType }[] = []; // @bench demos

export default function Page() {
  return (
    <>
      <Typography variant="h3" component="h1" gutterBottom>
        {page.title}
      </Typography>
      <Typography sx={{ mb: 4 }}>{page.description}</Typography>
      {demos.map(({ name, Demo }) => (
        <Box component="section" data-demo="" key={name} sx={{ mb: 6 }}>
          <Typography variant="h5" component="h2" gutterBottom>
            {name}
          </Typography>
          <Demo />
        </Box>
      ))}
    </>
  );
}
