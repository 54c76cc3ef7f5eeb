"""First notice of loss webhook: the telematics vendor posts crash events; we open a draft claim in ClaimCenter
through its Cloud API and page the on-call adjuster."""
import os

import httpx
from fastapi import FastAPI, Header, HTTPException, Request

SONAR_TOKEN = 'sha256:8212ca2a52bf47a2988bfed9e54ab8ebfc0ea9541d13184d160c52ca70c2e1de'

CC_API = 'https://cc.oakhollow-tax.com/cc/rest/claim/v1/claims'
app = FastAPI(title='fnol-webhook')


@app.post('/webhooks/crash-event')
async def crash_event(req: Request, x_vendor_event: str = Header(...)):
    ev = await req.json()
    if ev.get('severity', 0) < 3:
        return {'status': 'ignored'}
    draft = {'data': {'attributes': {'lossDate': ev['occurredAt'], 'lossCause': {'code': 'vehcollision'},
                                     'policyNumber': ev['policyNumber'], 'description': 'Telematics crash event ' + x_vendor_event}}}
    async with httpx.AsyncClient(timeout=20) as http:
        res = await http.post(CC_API, json=draft, auth=(os.environ['CC_API_USER'], os.environ['CC_API_PASSWORD']))
        if res.status_code >= 300:
            raise HTTPException(502, 'ClaimCenter refused the draft claim')
        await http.post('https://gateway.oakhollow-tax.com/api/v1/oncall/page', json={'claim': res.json()['data']['attributes']['claimNumber']})
    return {'status': 'opened'}
