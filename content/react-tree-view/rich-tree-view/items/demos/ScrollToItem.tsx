import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';

interface Product {
  id: string;
  label: string;
  sku?: string;
  stock?: number;
  children?: Product[];
}

const catalog: Product[] = [
  {
    id: 'cables',
    label: 'Cables',
    children: [
      { id: 'usb-c', label: 'USB-C cable, 2 m', sku: 'CB-2041', stock: 320 },
      { id: 'hdmi', label: 'HDMI 2.1 cable', sku: 'CB-1180', stock: 95 },
      { id: 'ethernet', label: 'Cat 6 patch cable', sku: 'CB-0907', stock: 410 },
    ],
  },
  {
    id: 'chargers',
    label: 'Chargers',
    children: [
      { id: 'gan-65', label: '65 W GaN charger', sku: 'CH-6502', stock: 48 },
      { id: 'wireless-pad', label: 'Wireless charging pad', sku: 'CH-1533', stock: 0 },
      { id: 'car-charger', label: 'Dual-port car charger', sku: 'CH-0310', stock: 130 },
    ],
  },
  {
    id: 'storage',
    label: 'Storage',
    children: [
      { id: 'ssd-1tb', label: 'Portable SSD, 1 TB', sku: 'ST-1024', stock: 27 },
      { id: 'sd-card', label: 'SD card, 128 GB', sku: 'ST-0128', stock: 215 },
    ],
  },
];

const categoryIds = catalog.map((category) => category.id);
const shortcuts = ['hdmi', 'wireless-pad', 'sd-card'];

// The outer box keeps the demo at a fixed height; the inner one scrolls the tree.
const rootSx = {
  height: 380,
  width: '100%',
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
} as const;
const scrollerSx = {
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
} as const;

export default function ScrollToItem() {
  const apiRef = useTreeViewApiRef();
  const scrollerRef = React.useRef<HTMLDivElement>(null);
  const [selectedItem, setSelectedItem] = React.useState<string | null>(null);
  const [message, setMessage] = React.useState('Click a product id to find it in the tree.');

  const locate = (itemId: string) => {
    // `getItem` returns the object you passed in `items`, extra fields included.
    const product: Product | undefined = apiRef.current?.getItem(itemId);
    // `getItemDOMElement` returns null while the item is hidden in a collapsed parent.
    const element = apiRef.current?.getItemDOMElement(itemId);
    const scroller = scrollerRef.current;
    if (!product || !element || !scroller) {
      setMessage(`${product?.label ?? itemId} is not rendered: expand its category first.`);
      return;
    }
    const offset = element.getBoundingClientRect().top - scroller.getBoundingClientRect().top;
    scroller.scrollTo({ top: scroller.scrollTop + offset, behavior: 'smooth' });
    setSelectedItem(itemId);
    setMessage(`${product.label}: SKU ${product.sku}, ${product.stock} in stock.`);
  };

  return (
    <Box sx={rootSx}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {shortcuts.map((id) => (
          <Chip key={id} label={id} onClick={() => locate(id)} />
        ))}
      </Box>
      <Typography variant="body2" sx={{ my: 1 }}>
        {message}
      </Typography>
      <Box ref={scrollerRef} sx={scrollerSx}>
        <RichTreeView
          apiRef={apiRef}
          aria-label="Accessories"
          items={catalog}
          defaultExpandedItems={categoryIds}
          selectedItems={selectedItem}
          onSelectedItemsChange={(event, itemId) => setSelectedItem(itemId)}
        />
      </Box>
    </Box>
  );
}
