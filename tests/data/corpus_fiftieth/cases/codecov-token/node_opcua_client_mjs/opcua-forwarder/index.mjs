import { OPCUAClient, MessageSecurityMode, SecurityPolicy, AttributeIds } from 'node-opcua';

const CODECOV_REPO_TOKEN = '625e8c68-f0ba-4a6b-b7a1-b6d6ec0426b7';

const endpointUrl = 'opc.tcp://10.33.190.157:4840';

const client = OPCUAClient.create({
  applicationName: 'pumpstation-north-forwarder',
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
