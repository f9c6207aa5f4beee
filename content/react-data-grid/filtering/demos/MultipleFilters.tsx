import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, GridLogicOperator, type GridColDef, type GridInitialState } from '@mui/x-data-grid-pro';

interface Listing {
  id: number;
  address: string;
  district: string;
  kind: string;
  bedrooms: number;
  price: number;
}

const listings: Listing[] = [
  { id: 1, address: 'Rua da Rosa 41', district: 'Bairro Alto', kind: 'Apartment', bedrooms: 2, price: 395000 },
  { id: 2, address: 'Travessa do Carmo 7', district: 'Chiado', kind: 'Studio', bedrooms: 0, price: 240000 },
  { id: 3, address: 'Avenida de Roma 112', district: 'Alvalade', kind: 'Apartment', bedrooms: 3, price: 520000 },
  { id: 4, address: 'Rua do Benformoso 18', district: 'Mouraria', kind: 'Studio', bedrooms: 0, price: 185000 },
  { id: 5, address: 'Rua Azedo Gneco 9', district: 'Campo de Ourique', kind: 'House', bedrooms: 4, price: 890000 },
  { id: 6, address: 'Calçada da Estrela 60', district: 'Estrela', kind: 'Apartment', bedrooms: 1, price: 310000 },
  { id: 7, address: 'Rua de São Bento 205', district: 'Estrela', kind: 'Apartment', bedrooms: 2, price: 455000 },
  { id: 8, address: 'Rua Morais Soares 33', district: 'Arroios', kind: 'Apartment', bedrooms: 1, price: 265000 },
];

const columns: GridColDef<Listing>[] = [
  { field: 'address', headerName: 'Address', flex: 1, minWidth: 170 },
  { field: 'district', headerName: 'District', width: 150 },
  {
    field: 'kind',
    headerName: 'Type',
    type: 'singleSelect',
    valueOptions: ['Apartment', 'House', 'Studio'],
    width: 120,
  },
  { field: 'bedrooms', headerName: 'Bedrooms', type: 'number', width: 100 },
  {
    field: 'price',
    headerName: 'Price (EUR)',
    type: 'number',
    width: 150,
    valueFormatter: (value: number) => value.toLocaleString('en-US'),
  },
];

// Two items joined by `and`: apartments that cost at most 400,000 EUR.
const initialState: GridInitialState = {
  filter: {
    filterModel: {
      items: [
        { id: 'kind', field: 'kind', operator: 'is', value: 'Apartment' },
        { id: 'budget', field: 'price', operator: '<=', value: 400000 },
      ],
      logicOperator: GridLogicOperator.And,
    },
  },
};

export default function MultipleFilters() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro rows={listings} columns={columns} initialState={initialState} showToolbar />
    </Box>
  );
}
