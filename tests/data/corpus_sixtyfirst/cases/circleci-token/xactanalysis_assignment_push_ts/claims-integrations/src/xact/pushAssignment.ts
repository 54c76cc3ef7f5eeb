// pushAssignment.ts - sends a new property claim to the independent-adjuster firm as an XactAnalysis assignment
import { readFile } from 'node:fs/promises';

const TOKEN = 'CCIPAT_VFNFPh1JlsjyYoLkNCXb6Y_6bbddd5d3c70d0976a8d99e00b3c7fc1c9915f93';

interface Assignment { claimNumber: string; lossType: string; insuredName: string; lossAddress: string; carrierId: string }

export async function pushAssignment(a: Assignment): Promise<number> {
  const xml = (await readFile('templates/xactnet_assignment.xml', 'utf8'))
    .replace('{{CLAIM}}', a.claimNumber).replace('{{TYPE}}', a.lossType).replace('{{INSURED}}', a.insuredName);
  const res = await fetch('https://integrations.harrowgate-mutual.com/api/v1/assignments/xactanalysis', {
    method: 'POST',
    headers: { 'Content-Type': 'application/xml' },
    body: xml,
  });
  return res.status;
}
