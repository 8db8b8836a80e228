/**
 * A multipart/form-data upload of one image file, as a browser's form sends it: the body and its
 * content-type header (to spread into an inject's options, with the headers of the caller).
 */
export function logoUpload(bytes: Buffer, boundary = '----helionews-test') {
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}
