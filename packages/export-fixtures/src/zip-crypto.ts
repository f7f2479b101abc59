import type { Random } from './create-random.ts';

/**
 * Traditional PKWARE encryption ("ZipCrypto"), so the encrypted fixture is really encrypted (unzip -P
 * opens it) and not just flagged. Weak by design; it only has to look like what members send.
 */
const CRC_TABLE = Array.from({ length: 256 }, (_, index) => {
  let crc = index;
  for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  return crc >>> 0;
});

const crcStep = (crc: number, byte: number): number => ((CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8)) >>> 0;

function createKeys(password: string): { encrypt(byte: number): number } {
  let key0 = 0x12345678;
  let key1 = 0x23456789;
  let key2 = 0x34567890;
  const update = (byte: number): void => {
    key0 = crcStep(key0, byte);
    key1 = (Math.imul((key1 + (key0 & 0xff)) >>> 0, 134775813) + 1) >>> 0;
    key2 = crcStep(key2, key1 >>> 24);
  };
  for (const byte of Buffer.from(password, 'utf8')) update(byte);
  return {
    encrypt(byte) {
      const temp = (key2 | 2) & 0xffff;
      const cipher = byte ^ ((Math.imul(temp, temp ^ 1) >>> 8) & 0xff);
      update(byte);
      return cipher;
    },
  };
}

/** The 12-byte encryption header (its last byte checks the password against the CRC) and the data, encrypted. */
export function encryptZipCrypto(data: Buffer, password: string, crc32: number, random: Random): Buffer {
  const keys = createKeys(password);
  const header = Buffer.alloc(12);
  for (let index = 0; index < 11; index += 1) header[index] = random.int(0, 255);
  header[11] = (crc32 >>> 24) & 0xff;
  const out = Buffer.alloc(12 + data.length);
  for (let index = 0; index < 12; index += 1) out[index] = keys.encrypt(header[index] ?? 0);
  for (let index = 0; index < data.length; index += 1) out[12 + index] = keys.encrypt(data[index] ?? 0);
  return out;
}
