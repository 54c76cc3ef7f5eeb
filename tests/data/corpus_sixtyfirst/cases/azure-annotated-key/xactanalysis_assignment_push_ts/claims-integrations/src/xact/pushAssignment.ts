// pushAssignment.ts - sends a new property claim to the independent-adjuster firm as an XactAnalysis assignment
import { readFile } from 'node:fs/promises';

const AZURE_OPENAI_ENDPOINT = 'https://quillon-openai-weu.openai.azure.com/';

interface Assignment { claimNumber: string; lossType: string; insuredName: string; lossAddress: string; carrierId: string }

export async function pushAssignment(a: Assignment): Promise<number> {
  const xml = (await readFile('templates/xactnet_assignment.xml', 'utf8'))
    .replace('{{CLAIM}}', a.claimNumber).replace('{{TYPE}}', a.lossType).replace('{{INSURED}}', a.insuredName);
  const res = await fetch('https://internal-api.marlowe-accountants.com/api/v1/assignments/xactanalysis', {
    method: 'POST',
    headers: { 'Content-Type': 'application/xml' },
    body: xml,
  });
  return res.status;
}
