import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';

const schedule = [
  {
    id: 'friday',
    label: 'Friday',
    sessions: [
      'Registration and coffee',
      'Opening keynote',
      'Designing for offline',
      'Lunch',
      'Lightning talks',
    ],
  },
  {
    id: 'saturday',
    label: 'Saturday',
    sessions: ['Workshop: accessible forms', 'Testing in production', 'Lunch', 'Type-safe APIs', 'Party'],
  },
  { id: 'sunday', label: 'Sunday', sessions: ['Community breakfast', 'Closing panel'] },
];

const sessionId = (dayId: string, index: number) => `${dayId}-${index}`;
const shortcuts = [
  { itemId: sessionId('friday', 1), label: 'Opening keynote' },
  { itemId: sessionId('saturday', 3), label: 'Type-safe APIs' },
  { itemId: sessionId('sunday', 1), label: 'Closing panel' },
];

export default function ItemDomElement() {
  const apiRef = useTreeViewApiRef();
  const scrollerRef = React.useRef<HTMLDivElement>(null);
  const [message, setMessage] = React.useState('Click a session to scroll to it.');

  const scrollToItem = (itemId: string, label: string) => {
    const element = apiRef.current?.getItemDOMElement(itemId);
    const scroller = scrollerRef.current;
    if (!element || !scroller) {
      setMessage(`getItemDOMElement returned null for "${label}": expand its day first.`);
      return;
    }
    const offset = element.getBoundingClientRect().top - scroller.getBoundingClientRect().top;
    scroller.scrollTo({ top: scroller.scrollTop + offset, behavior: 'smooth' });
    setMessage(`Scrolled to <li id="${element.id}">.`);
  };

  return (
    <Box sx={{ height: 380, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {shortcuts.map(({ itemId, label }) => (
          <Chip key={itemId} label={label} onClick={() => scrollToItem(itemId, label)} />
        ))}
      </Box>
      <Typography variant="body2" sx={{ my: 1, overflowWrap: 'anywhere' }}>
        {message}
      </Typography>
      <Box
        ref={scrollerRef}
        sx={{ flex: 1, minHeight: 0, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <SimpleTreeView
          apiRef={apiRef}
          aria-label="Conference schedule"
          defaultExpandedItems={['friday', 'saturday']}
        >
          {schedule.map((day) => (
            <TreeItem key={day.id} itemId={day.id} label={day.label}>
              {day.sessions.map((session, index) => (
                <TreeItem key={session + index} itemId={sessionId(day.id, index)} label={session} />
              ))}
            </TreeItem>
          ))}
        </SimpleTreeView>
      </Box>
    </Box>
  );
}
