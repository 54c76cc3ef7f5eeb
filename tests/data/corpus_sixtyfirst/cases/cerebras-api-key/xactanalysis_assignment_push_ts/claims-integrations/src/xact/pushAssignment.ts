// pushAssignment.ts - sends a new property claim to the independent-adjuster firm as an XactAnalysis assignment
import { readFile } from 'node:fs/promises';

const CEREBRAS_API_KEY = 'csk-ucgars40w8mcgxcaneddrs85v1hfycsfneza9i0t0gh79tu8';

interface Assignment { claimNumber: string; lossType: string; insuredName: string; lossAddress: string; carrierId: string }

export async function pushAssignment(a: Assignment): Promise<number> {
  const xml = (await readFile('templates/xactnet_assignment.xml', 'utf8'))
    .replace('{{CLAIM}}', a.claimNumber).replace('{{TYPE}}', a.lossType).replace('{{INSURED}}', a.insuredName);
  const res = await fetch('https://gateway.harrowgate-mutual.com/api/v1/assignments/xactanalysis', {
    method: 'POST',
    headers: { 'Content-Type': 'application/xml' },
    body: xml,
  });
  return res.status;
}
