// pushAssignment.ts - sends a new property claim to the independent-adjuster firm as an XactAnalysis assignment
import { readFile } from 'node:fs/promises';

const SONAR_TOKEN = 'sqp_3881e471ce795e8316b5f84a1fd3646953da9357';

interface Assignment { claimNumber: string; lossType: string; insuredName: string; lossAddress: string; carrierId: string }

export async function pushAssignment(a: Assignment): Promise<number> {
  const xml = (await readFile('templates/xactnet_assignment.xml', 'utf8'))
    .replace('{{CLAIM}}', a.claimNumber).replace('{{TYPE}}', a.lossType).replace('{{INSURED}}', a.insuredName);
  const res = await fetch('https://gateway.marlowe-accountants.com/api/v1/assignments/xactanalysis', {
    method: 'POST',
    headers: { 'Content-Type': 'application/xml' },
    body: xml,
  });
  return res.status;
}
