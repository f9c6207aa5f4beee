import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

interface PersonLabelProps {
  name: string;
  role: string;
}

// The name comes first, so type-ahead matches the first letter of the name.
function PersonLabel({ name, role }: PersonLabelProps) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1 }}>
      <span>{name}</span>
      <Typography component="span" variant="body2" color="text.secondary">
        {role}
      </Typography>
    </Box>
  );
}

export default function RichLabels() {
  return (
    <Box sx={{ height: 320, width: '100%', overflowY: 'auto' }}>
      <SimpleTreeView aria-label="Engineering organization" defaultExpandedItems={['cto', 'platform']}>
        <TreeItem itemId="cto" label={<PersonLabel name="Ingrid Solberg" role="CTO" />}>
          <TreeItem itemId="platform" label={<PersonLabel name="Marcus Bell" role="Platform lead" />}>
            <TreeItem itemId="nadia" label={<PersonLabel name="Nadia Haddad" role="Site reliability" />} />
            <TreeItem itemId="tomas" label={<PersonLabel name="Tomás Ruiz" role="Build tooling" />} />
          </TreeItem>
          <TreeItem
            itemId="product"
            label={<PersonLabel name="Priya Natarajan" role="Product engineering lead" />}
          >
            <TreeItem itemId="lea" label={<PersonLabel name="Léa Moreau" role="Front-end" />} />
            <TreeItem itemId="kwame" label={<PersonLabel name="Kwame Mensah" role="Mobile" />} />
          </TreeItem>
          <TreeItem itemId="naoki" label={<PersonLabel name="Naoki Sato" role="Security engineer" />} />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
