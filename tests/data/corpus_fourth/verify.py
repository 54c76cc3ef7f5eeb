#!/usr/bin/env python3
"""Checks every manifest slice decodes (per its encoding) to the generated secret/decoy.
Regenerates the expected values in memory with generate.build() (does not rewrite files)."""
import os, sys, json, base64, html
from urllib.parse import unquote
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import generate

def decode_step(s, enc):
    if enc == 'raw': return s
    if enc == 'json': return json.loads('"' + s + '"')
    if enc == 'xml': return html.unescape(s)
    if enc == 'url': return unquote(s)
    raise ValueError(enc)

def main():
    expected = {rec['file']: (rec, text, canon) for rec, text, canon in generate.build()}
    bad = 0; n = 0
    for line in open(os.path.join(HERE, 'manifest.jsonl')):
        rec = json.loads(line); n += 1
        data = open(os.path.join(HERE, rec['file']), 'rb').read()
        erec, etext, canon = expected[rec['file']]
        problems = []
        if erec != rec: problems.append('manifest record differs from regeneration')
        if data != etext.encode(): problems.append('file content differs from regeneration')
        lines = data.count(b'\n') + (0 if data.endswith(b'\n') else 1)
        if not 5 <= lines <= 40: problems.append(f'{lines} lines')
        s, e = rec['start'], rec['end']
        if not (0 <= s < e <= len(data)): problems.append('span out of range')
        else:
            encs = rec['encoding'].split('+')
            if encs[0] == 'base64':
                L = len(canon.encode())
                blob = data[s:s + 4 * -(-(e - s) // 4)]
                got_b = base64.b64decode(blob + b'=' * (-len(blob) % 4))
                ok = got_b[:L] == canon.encode() and e - s == -(-L * 4 // 3)
                if not ok: problems.append('base64 slice mismatch')
            else:
                got = data[s:e].decode()
                for enc in encs:
                    got = decode_step(got, enc)
                if got != canon: problems.append(f'slice {got[:60]!r} != {canon[:60]!r}')
        for a in rec.get('also_expected', []):
            sl = data[a['start']:a['end']].decode()
            ok = True
            if a['encoding'] == 'base64':
                sl = base64.b64decode(sl + '=' * (-len(sl) % 4)).decode()
            elif a['kind'] == 'url-password' and decode_step(sl, 'url') != canon:
                problems.append('also_expected url-password slice bad')
            if a['kind'] == 'twilio-api-key' and not (sl.startswith('SK') and len(sl) == 34):
                problems.append('also_expected twilio slice bad')
        if rec['positive'] is False and 'note' not in rec: problems.append('negative without note')
        if problems:
            bad += 1
            print(rec['file'], '; '.join(problems))
    print(f'{n} manifest entries checked, {bad} mismatches')
    return 1 if bad else 0

if __name__ == '__main__':
    sys.exit(main())
