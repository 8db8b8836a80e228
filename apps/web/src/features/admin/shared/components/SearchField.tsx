import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

/** A list's search box: a magnifier in front, at most 100 characters. */
export function SearchField({
  label,
  value,
  onSearch,
  sx,
}: {
  label: string;
  value: string;
  onSearch: (search: string) => void;
  sx?: TextFieldProps['sx'];
}) {
  return (
    <TextField
      type="search"
      label={label}
      value={value}
      onChange={(event) => onSearch(event.target.value)}
      sx={sx}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon aria-hidden />
            </InputAdornment>
          ),
        },
        htmlInput: { maxLength: 100 },
      }}
    />
  );
}
