import * as ws from 'ws';

/** The part of ws's public Sender that frames a message (its type declarations leave Sender out). */
interface Framer {
  frame(data: Buffer, options: { fin: boolean; opcode: number; mask: boolean; readOnly: boolean; rsv1: boolean }): Buffer[];
}

const { Sender } = ws as unknown as { Sender: Framer };
const TEXT_OPCODE = 1;

/**
 * A whole text message as one WebSocket frame (unmasked, as a server's frames are), built once for
 * every socket a topic's message goes to: each socket then costs one write of one buffer.
 */
export function textFrame(data: Buffer): Buffer {
  return Buffer.concat(Sender.frame(data, { fin: true, opcode: TEXT_OPCODE, mask: false, readOnly: false, rsv1: false }));
}
