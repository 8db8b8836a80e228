import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** One term and its value in a profile's description list (`<dl>`); long values wrap. */
export function DetailItem({ term, value }: { term: string; value: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}
