// The GST inside the order, per HSN code and rate: CGST + SGST within the seller's state, IGST otherwise.
// On a phone the cells are tighter, so that every column, and the total, fits the card unscrolled.
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Order } from '@domain/contract/commerce';
import { formatRupees } from '@domain/money';

/** MUI's small cells keep 16 px either side: five columns of that are wider than a phone's card. */
const CELLS = {
  '& .MuiTableCell-root': { px: { xs: 0.75, sm: 2 }, fontSize: { xs: 13, sm: 14 } },
  '& .MuiTableCell-root:first-of-type': { pl: { xs: 0, sm: 2 } },
  '& .MuiTableCell-root:last-of-type': { pr: { xs: 0, sm: 2 } },
  '& .MuiTableCell-body': { whiteSpace: 'nowrap' },
} as const;

export function TaxBreakdown({ tax }: { tax: Order['tax'] }) {
  const intra = tax.kind === 'intra';
  return (
    <TableContainer>
      <Table size="small" aria-label="Tax breakdown" sx={CELLS}>
        <TableHead>
          <TableRow>
            <TableCell>HSN</TableCell>
            <TableCell align="right">Rate</TableCell>
            <TableCell align="right">Taxable value</TableCell>
            {intra ? (
              <>
                <TableCell align="right">CGST</TableCell>
                <TableCell align="right">SGST</TableCell>
              </>
            ) : (
              <TableCell align="right">IGST</TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {tax.rows.map((row) => (
            <TableRow key={`${row.hsn}@${row.rate}`}>
              <TableCell>{row.hsn}</TableCell>
              <TableCell align="right">{row.rate}%</TableCell>
              <TableCell align="right">{formatRupees(row.taxable)}</TableCell>
              {intra ? (
                <>
                  <TableCell align="right">{formatRupees(row.cgst)}</TableCell>
                  <TableCell align="right">{formatRupees(row.sgst)}</TableCell>
                </>
              ) : (
                <TableCell align="right">{formatRupees(row.igst)}</TableCell>
              )}
            </TableRow>
          ))}
          <TableRow>
            <TableCell colSpan={intra ? 4 : 3} sx={{ fontWeight: 700 }}>
              Total GST
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }}>
              {formatRupees(tax.total)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}
