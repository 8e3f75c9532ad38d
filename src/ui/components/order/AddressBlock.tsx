// A delivery address as a label prints it, with the mobile number.
import Typography from '@mui/material/Typography';
import { addressLines, type AddressFields } from '@domain/address';
import { displayPhone } from '@domain/phone';

export function AddressBlock({ address }: { address: AddressFields }) {
  const [name, ...rest] = addressLines(address);
  return (
    <Typography component="address" sx={{ fontStyle: 'normal', lineHeight: 1.6 }}>
      <strong>{name}</strong>
      {rest.map((line) => (
        <span key={line}>
          <br />
          {line}
        </span>
      ))}
      <br />
      {displayPhone(address.mobile)}
    </Typography>
  );
}
