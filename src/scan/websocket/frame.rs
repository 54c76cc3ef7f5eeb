//! The RFC 6455 frame reader and writer: incremental over byte chunks (a frame may be split
//! at any byte, a chunk may hold several frames), client frames unmasked, fragmented
//! messages reassembled into one payload stream, control frames reported whole. It does no
//! I/O and keeps at most a frame header and one control payload (125 bytes) besides the
//! message state; message payload goes out as it arrives.
//!
//! Protocol errors refuse the stream, as RFC 6455 §5–7 says an endpoint must: RSV bits (no
//! extension is ever negotiated through wirepass: the offer is stripped), a reserved opcode,
//! a control frame that is fragmented or longer than 125 bytes, a client frame without a
//! mask or a server frame with one, a 64-bit length with its top bit set, a continuation
//! with no message to continue, a new message before the last one ended, a close payload of
//! one byte. A message longer than [`MAX_MESSAGE`] is refused as too big (1009).

/// The largest message (all its fragments) wirepass relays: 64 MiB, tungstenite's default
/// limit. Messages stream through (only the scanner's hold stays in memory), so the cap
/// bounds what one message may carry, not memory.
pub const MAX_MESSAGE: u64 = 64 << 20;

/// Close code 1002: protocol error.
pub const CLOSE_PROTOCOL: u16 = 1002;
/// Close code 1008: policy violation (a credential leak).
pub const CLOSE_POLICY: u16 = 1008;
/// Close code 1009: message too big.
pub const CLOSE_TOO_BIG: u16 = 1009;

/// Which side wrote the frames: the client masks every frame, the server none.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Role {
    Client,
    Server,
}

/// A frame's opcode (the reserved ones are protocol errors).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Opcode {
    Continuation,
    Text,
    Binary,
    Close,
    Ping,
    Pong,
}

impl Opcode {
    fn from_bits(b: u8) -> Option<Opcode> {
        Some(match b {
            0x0 => Opcode::Continuation,
            0x1 => Opcode::Text,
            0x2 => Opcode::Binary,
            0x8 => Opcode::Close,
            0x9 => Opcode::Ping,
            0xA => Opcode::Pong,
            _ => return None,
        })
    }

    fn bits(self) -> u8 {
        match self {
            Opcode::Continuation => 0x0,
            Opcode::Text => 0x1,
            Opcode::Binary => 0x2,
            Opcode::Close => 0x8,
            Opcode::Ping => 0x9,
            Opcode::Pong => 0xA,
        }
    }

    /// Close, ping and pong: at most 125 bytes, never fragmented.
    pub fn is_control(self) -> bool {
        matches!(self, Opcode::Close | Opcode::Ping | Opcode::Pong)
    }
}

/// Why a stream was refused: the close code to send and a sentence (no payload bytes).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{why} (close code {code})")]
pub struct FrameError {
    pub code: u16,
    pub why: &'static str,
}

fn protocol(why: &'static str) -> FrameError {
    FrameError {
        code: CLOSE_PROTOCOL,
        why,
    }
}

/// What the reader found, in stream order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Event {
    /// A text (`Opcode::Text`) or binary message begins.
    Start(Opcode),
    /// The next bytes of the current message's payload (unmasked).
    Data(Vec<u8>),
    /// The current message ended (its final fragment is complete).
    End,
    /// A whole control frame (possibly between two fragments of a message).
    Control(Opcode, Vec<u8>),
}

#[derive(Debug)]
enum State {
    /// Reading a header; `head` holds its bytes so far.
    Head,
    /// Reading a payload: `left` bytes to go, unmasked with `mask` from `pos`.
    Payload {
        opcode: Opcode,
        fin: bool,
        left: u64,
        mask: Option<[u8; 4]>,
        pos: usize,
    },
}

/// The incremental reader of one direction's frames.
#[derive(Debug)]
pub struct FrameReader {
    role: Role,
    state: State,
    head: Vec<u8>,
    /// The payload of the control frame being read.
    control: Vec<u8>,
    /// Bytes of the message in progress, when one is.
    message: Option<u64>,
    /// Set once an error was returned: everything after it is refused too.
    failed: Option<FrameError>,
}

impl FrameReader {
    /// A reader of frames written by `role`.
    pub fn new(role: Role) -> FrameReader {
        FrameReader {
            role,
            state: State::Head,
            head: Vec::with_capacity(14),
            control: Vec::new(),
            message: None,
            failed: None,
        }
    }

    /// Reads `chunk`, appending what it completes to `events`. After an error the reader
    /// refuses everything (the connection is closing).
    pub fn push(&mut self, mut chunk: &[u8], events: &mut Vec<Event>) -> Result<(), FrameError> {
        if let Some(e) = &self.failed {
            return Err(e.clone());
        }
        while !chunk.is_empty() {
            let step = match self.state {
                State::Head => self.head_byte(&mut chunk, events),
                State::Payload { .. } => {
                    self.payload(&mut chunk, events);
                    Ok(())
                }
            };
            if let Err(e) = step {
                self.failed = Some(e.clone());
                return Err(e);
            }
        }
        Ok(())
    }

    /// Whether the reader stands between frames (nothing of a frame is pending).
    pub fn at_boundary(&self) -> bool {
        matches!(self.state, State::Head) && self.head.is_empty()
    }

    fn head_byte(&mut self, chunk: &mut &[u8], events: &mut Vec<Event>) -> Result<(), FrameError> {
        let need = head_len(&self.head);
        let take = (need - self.head.len()).min(chunk.len());
        self.head.extend_from_slice(&chunk[..take]);
        *chunk = &chunk[take..];
        // The length of a header is known from its first two bytes; once they are in,
        // `head_len` may ask for more.
        if self.head.len() < head_len(&self.head) {
            return Ok(());
        }
        self.start_frame(events)
    }

    fn start_frame(&mut self, events: &mut Vec<Event>) -> Result<(), FrameError> {
        let h = std::mem::take(&mut self.head);
        let (b0, b1) = (h[0], h[1]);
        if b0 & 0x70 != 0 {
            return Err(protocol(
                "a frame sets RSV bits, but no extension was negotiated",
            ));
        }
        let opcode =
            Opcode::from_bits(b0 & 0x0F).ok_or(protocol("a frame has a reserved opcode"))?;
        let fin = b0 & 0x80 != 0;
        let masked = b1 & 0x80 != 0;
        match (self.role, masked) {
            (Role::Client, false) => return Err(protocol("a client frame is not masked")),
            (Role::Server, true) => return Err(protocol("a server frame is masked")),
            _ => {}
        }
        let (len, rest) = match b1 & 0x7F {
            126 => (u64::from(u16::from_be_bytes([h[2], h[3]])), &h[4..]),
            127 => {
                let mut b = [0u8; 8];
                b.copy_from_slice(&h[2..10]);
                let len = u64::from_be_bytes(b);
                if len >> 63 != 0 {
                    return Err(protocol("a 64-bit frame length has its top bit set"));
                }
                (len, &h[10..])
            }
            n => (u64::from(n), &h[2..]),
        };
        let mask = masked.then(|| [rest[0], rest[1], rest[2], rest[3]]);
        if opcode.is_control() {
            if !fin {
                return Err(protocol("a control frame is fragmented"));
            }
            if len > 125 {
                return Err(protocol("a control frame is longer than 125 bytes"));
            }
            if opcode == Opcode::Close && len == 1 {
                return Err(protocol("a close frame has a one-byte payload"));
            }
            self.control.clear();
        } else {
            let so_far = match (opcode, self.message) {
                (Opcode::Continuation, None) => {
                    return Err(protocol("a continuation frame continues no message"))
                }
                (Opcode::Continuation, Some(n)) => n,
                (_, Some(_)) => return Err(protocol("a message began before the last one ended")),
                (_, None) => {
                    events.push(Event::Start(opcode));
                    0
                }
            };
            let total = so_far.saturating_add(len);
            if total > MAX_MESSAGE {
                return Err(FrameError {
                    code: CLOSE_TOO_BIG,
                    why: "a message is larger than wirepass relays (64 MiB)",
                });
            }
            self.message = Some(total);
        }
        self.state = State::Payload {
            opcode,
            fin,
            left: len,
            mask,
            pos: 0,
        };
        if len == 0 {
            self.end_frame(events);
        }
        Ok(())
    }

    fn payload(&mut self, chunk: &mut &[u8], events: &mut Vec<Event>) {
        let State::Payload {
            opcode,
            left,
            mask,
            pos,
            ..
        } = &mut self.state
        else {
            return;
        };
        let take = usize::try_from(*left)
            .unwrap_or(usize::MAX)
            .min(chunk.len());
        let mut bytes = chunk[..take].to_vec();
        *chunk = &chunk[take..];
        if let Some(m) = mask {
            for (i, b) in bytes.iter_mut().enumerate() {
                *b ^= m[(*pos + i) % 4];
            }
        }
        *pos = (*pos + take) % 4;
        *left -= take as u64;
        let done = *left == 0;
        if opcode.is_control() {
            self.control.extend_from_slice(&bytes);
        } else if !bytes.is_empty() {
            events.push(Event::Data(bytes));
        }
        if done {
            self.end_frame(events);
        }
    }

    fn end_frame(&mut self, events: &mut Vec<Event>) {
        let State::Payload { opcode, fin, .. } = self.state else {
            return;
        };
        self.state = State::Head;
        if opcode.is_control() {
            events.push(Event::Control(opcode, std::mem::take(&mut self.control)));
        } else if fin {
            self.message = None;
            events.push(Event::End);
        }
    }
}

/// How long the header whose first bytes are `head` is (2 until the length byte is in).
fn head_len(head: &[u8]) -> usize {
    let Some(&b1) = head.get(1) else {
        return 2;
    };
    // The frame's own mask bit (the role is checked once the header is in).
    let mask = if b1 & 0x80 != 0 { 4 } else { 0 };
    let ext = match b1 & 0x7F {
        126 => 2,
        127 => 8,
        _ => 0,
    };
    2 + ext + mask
}

/// Writes one frame: `mask` for frames toward a server (RFC 6455 §5.3), none toward a
/// client.
pub fn write_frame(
    out: &mut Vec<u8>,
    fin: bool,
    opcode: Opcode,
    payload: &[u8],
    mask: Option<[u8; 4]>,
) {
    out.push(if fin { 0x80 } else { 0 } | opcode.bits());
    let m = if mask.is_some() { 0x80 } else { 0 };
    match payload.len() {
        n @ 0..=125 => out.push(m | n as u8),
        n @ 126..=0xFFFF => {
            out.push(m | 126);
            out.extend_from_slice(&(n as u16).to_be_bytes());
        }
        n => {
            out.push(m | 127);
            out.extend_from_slice(&(n as u64).to_be_bytes());
        }
    }
    match mask {
        Some(k) => {
            out.extend_from_slice(&k);
            out.extend(payload.iter().enumerate().map(|(i, b)| b ^ k[i % 4]));
        }
        None => out.extend_from_slice(payload),
    }
}

/// A close frame's payload: the code, then a reason cut to fit 125 bytes on a character
/// boundary.
pub fn close_payload(code: u16, reason: &str) -> Vec<u8> {
    let mut out = code.to_be_bytes().to_vec();
    let mut end = reason.len().min(123);
    while !reason.is_char_boundary(end) {
        end -= 1;
    }
    out.extend_from_slice(&reason.as_bytes()[..end]);
    out
}
