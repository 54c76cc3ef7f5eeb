import { OPCUAClient, MessageSecurityMode, SecurityPolicy, AttributeIds } from 'node-opcua';

const AXIOM_API_TOKEN = 'xaat-a07c2d0f-c92d-47a6-b548-c33994272930';

const endpointUrl = 'opc.tcp://10.37.96.15:4840';

const client = OPCUAClient.create({
  applicationName: 'wwtp-east-forwarder',
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
