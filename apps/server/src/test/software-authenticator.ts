import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/**
 * A software WebAuthn authenticator for the passkey tests: one ES256 key pair per credential,
 * 'none' attestation, the CBOR and authenticator data written out here as the WebAuthn spec lays
 * them out, so the server checks real answers (signature, RP ID hash, flags, counter, origin).
 */

/** The few CBOR items WebAuthn needs (RFC 8949): integers, byte and text strings, maps. */
type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;

const head = (major: number, length: number): Buffer => {
  const type = major << 5;
  if (length < 24) return Buffer.from([type | length]);
  if (length < 0x100) return Buffer.from([type | 24, length]);
  if (length < 0x10000) return Buffer.from([type | 25, length >> 8, length & 0xff]);
  const out = Buffer.alloc(5);
  out[0] = type | 26;
  out.writeUInt32BE(length, 1);
  return out;
};

export function encodeCbor(value: Cbor): Buffer {
  if (typeof value === 'number') {
    return value >= 0 ? head(0, value) : head(1, -1 - value);
  }
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  const parts = [head(5, value.size)];
  for (const [key, item] of value) parts.push(encodeCbor(key), encodeCbor(item));
  return Buffer.concat(parts);
}

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_DATA = 0x40;

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const b64url = (data: Uint8Array | string) => Buffer.from(data).toString('base64url');

export interface CeremonyOptions {
  origin: string;
  rpId: string;
  /** Default true: the user was verified (PIN, biometrics). */
  userVerified?: boolean;
  /** The signature counter to report; default: one more than the last. */
  counter?: number;
}

export interface SoftwareCredential {
  id: string;
  privateKey: KeyObject;
  publicKeyCose: Buffer;
  counter: number;
  userHandle: string | null;
}

function authenticatorData(
  rpId: string,
  flags: number,
  counter: number,
  attested?: Buffer,
): Buffer {
  const count = Buffer.alloc(4);
  count.writeUInt32BE(counter);
  return Buffer.concat([
    sha256(rpId),
    Buffer.from([flags]),
    count,
    ...(attested ? [attested] : []),
  ]);
}

const clientData = (type: string, challenge: string, origin: string) =>
  Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

/** Makes a new credential for the creation options' challenge: the RegistrationResponseJSON. */
export function createCredential(
  options: { challenge: string; user: { id: string } },
  ceremony: CeremonyOptions,
) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const publicKeyCose = encodeCbor(
    new Map<Cbor, Cbor>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x ?? '', 'base64url')],
      [-3, Buffer.from(jwk.y ?? '', 'base64url')],
    ]),
  );
  const credentialId = randomBytes(32);
  const idLength = Buffer.alloc(2);
  idLength.writeUInt16BE(credentialId.length);
  const attested = Buffer.concat([Buffer.alloc(16), idLength, credentialId, publicKeyCose]);
  const flags =
    FLAG_USER_PRESENT |
    FLAG_ATTESTED_DATA |
    (ceremony.userVerified === false ? 0 : FLAG_USER_VERIFIED);
  const authData = authenticatorData(ceremony.rpId, flags, ceremony.counter ?? 0, attested);
  const attestationObject = encodeCbor(
    new Map<Cbor, Cbor>([
      ['fmt', 'none'],
      ['attStmt', new Map()],
      ['authData', authData],
    ]),
  );
  const credential: SoftwareCredential = {
    id: b64url(credentialId),
    privateKey,
    publicKeyCose,
    counter: ceremony.counter ?? 0,
    userHandle: options.user.id,
  };
  const response = {
    id: credential.id,
    rawId: credential.id,
    type: 'public-key' as const,
    response: {
      clientDataJSON: b64url(clientData('webauthn.create', options.challenge, ceremony.origin)),
      attestationObject: b64url(attestationObject),
      transports: ['internal' as const],
    },
  };
  return { credential, response };
}

/** Signs the request options' challenge with the credential: the AuthenticationResponseJSON. */
export function assert(
  credential: SoftwareCredential,
  options: { challenge: string },
  ceremony: CeremonyOptions,
) {
  const counter = ceremony.counter ?? credential.counter + 1;
  credential.counter = counter;
  const flags = FLAG_USER_PRESENT | (ceremony.userVerified === false ? 0 : FLAG_USER_VERIFIED);
  const authData = authenticatorData(ceremony.rpId, flags, counter);
  const clientDataJSON = clientData('webauthn.get', options.challenge, ceremony.origin);
  const signature = sign(
    'sha256',
    Buffer.concat([authData, sha256(clientDataJSON)]),
    credential.privateKey,
  );
  return {
    id: credential.id,
    rawId: credential.id,
    type: 'public-key' as const,
    response: {
      clientDataJSON: b64url(clientDataJSON),
      authenticatorData: b64url(authData),
      signature: b64url(signature),
      ...(credential.userHandle && { userHandle: credential.userHandle }),
    },
  };
}
