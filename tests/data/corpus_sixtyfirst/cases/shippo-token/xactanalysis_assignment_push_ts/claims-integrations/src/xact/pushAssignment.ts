// pushAssignment.ts - sends a new property claim to the independent-adjuster firm as an XactAnalysis assignment
import { readFile } from 'node:fs/promises';

const CREDENTIAL = 'shippo_live_44f64750477630591eb30c6e83ae130193b1deb4';

interface Assignment { claimNumber: string; lossType: string; insuredName: string; lossAddress: string; carrierId: string }

export async function pushAssignment(a: Assignment): Promise<number> {
  const xml = (await readFile('templates/xactnet_assignment.xml', 'utf8'))
    .replace('{{CLAIM}}', a.claimNumber).replace('{{TYPE}}', a.lossType).replace('{{INSURED}}', a.insuredName);
  const res = await fetch('https://gateway.bellweather-insurance.com/api/v1/assignments/xactanalysis', {
    method: 'POST',
    headers: { 'Content-Type': 'application/xml' },
    body: xml,
  });
  return res.status;
}
