// pushAssignment.ts - sends a new property claim to the independent-adjuster firm as an XactAnalysis assignment
import { readFile } from 'node:fs/promises';

const ADYEN_API_KEY = 'AQEgq9CF9YU3TpLzKGdU4lwUTVPGgIuTB7zgkvFMSX03ncEWLs3jtGQQ+H9Ikry53adWNIAtd=-yk9A8iV83tc4sHO5566FkZuO1kzSOOQYiP77IjDmL88=-;EIUfjUblc;34Xk9';

interface Assignment { claimNumber: string; lossType: string; insuredName: string; lossAddress: string; carrierId: string }

export async function pushAssignment(a: Assignment): Promise<number> {
  const xml = (await readFile('templates/xactnet_assignment.xml', 'utf8'))
    .replace('{{CLAIM}}', a.claimNumber).replace('{{TYPE}}', a.lossType).replace('{{INSURED}}', a.insuredName);
  const res = await fetch('https://integrations.tennant-brooke-law.com/api/v1/assignments/xactanalysis', {
    method: 'POST',
    headers: { 'Content-Type': 'application/xml' },
    body: xml,
  });
  return res.status;
}
