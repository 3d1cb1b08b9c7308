import { crc32 } from 'node:zlib'

/** A small PDF (one empty page) whose content stream holds `text`: its header and its `%%EOF` as readers want. */
export function pdfFile(text = 'sitecraft'): Buffer {
  return Buffer.from(
    [
      '%PDF-1.4',
      '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
      `% ${text}`,
      'trailer << /Root 1 0 R >>',
      '%%EOF',
      '',
    ].join('\n'),
    'latin1',
  )
}

/** A zip holding one file, stored uncompressed, and `comment` after its end record (the format allows 65,535). */
export function zipFile(name = 'notes.txt', content = 'sitecraft', comment = ''): Buffer {
  const fileName = Buffer.from(name)
  const data = Buffer.from(content)
  const crc = crc32(data)
  const local = Buffer.alloc(30)
  local.writeUInt32LE(0x04034b50, 0)
  local.writeUInt16LE(20, 4) // the version needed to extract it
  local.writeUInt32LE(crc, 14)
  local.writeUInt32LE(data.length, 18)
  local.writeUInt32LE(data.length, 22)
  local.writeUInt16LE(fileName.length, 26)
  const central = Buffer.alloc(46)
  central.writeUInt32LE(0x02014b50, 0)
  central.writeUInt16LE(20, 4)
  central.writeUInt16LE(20, 6)
  central.writeUInt32LE(crc, 16)
  central.writeUInt32LE(data.length, 20)
  central.writeUInt32LE(data.length, 24)
  central.writeUInt16LE(fileName.length, 28)
  const centralOffset = local.length + fileName.length + data.length
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(1, 8)
  end.writeUInt16LE(1, 10)
  end.writeUInt32LE(central.length + fileName.length, 12)
  end.writeUInt32LE(centralOffset, 16)
  end.writeUInt16LE(comment.length, 20)
  return Buffer.concat([local, fileName, data, central, fileName, end, Buffer.from(comment, 'latin1')])
}

/** An empty zip: its end record alone. */
export const EMPTY_ZIP = (() => {
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  return end
})()
