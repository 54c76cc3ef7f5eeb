import { OPCUAClient, MessageSecurityMode, SecurityPolicy, AttributeIds } from 'node-opcua';

const JIRA_EMAIL = 'priya.n@kestrelworks.io';
const API_KEY = 'ATATT3xFfGF0LteXuT8h9AL9uesRmbU5H5gHX3M_4YajeH13cIjP3LjPUo3pCzhGLVIKb_mHe9oBIIFso5M3nvRXsoxaHAMzNEQ0UzPixRuJkl5CcTUkUCZZg69puuFV2avoSACpVFJeAQC_YMTUMuhfSp9sk_ASpXSsgbk2hGimXViLiNUiZ4W=D88A0D01';

const endpointUrl = 'opc.tcp://scada01:4840';

const client = OPCUAClient.create({
  applicationName: 'packaging-forwarder',
  securityMode: MessageSecurityMode.SignAndEncrypt,
  securityPolicy: SecurityPolicy.Basic256Sha256,
  endpointMustExist: false,
});

await client.connect(endpointUrl);
const session = await client.createSession({
  type: 1, // UserTokenType.UserName
  userName: process.env.OPCUA_USER,
  password: process.env.OPCUA_PASSWORD,
});

setInterval(async () => {
    const dv = await session.read({ nodeId: 'ns=3;s=Tank01.Level', attributeId: AttributeIds.Value });
    console.log('level', dv.value.value);
}, 10000);
