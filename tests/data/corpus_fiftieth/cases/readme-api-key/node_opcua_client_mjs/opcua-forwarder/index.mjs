import { OPCUAClient, MessageSecurityMode, SecurityPolicy, AttributeIds } from 'node-opcua';

const README_API_KEY = 'rdme_rxuyny4ed8b9k1ed7p09wnjzximytjwu3d0l9jp5m3apg7bsseyfn9d6ih2ijqv1ovtsgd';

const endpointUrl = 'opc.tcp://scada01:4840';

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
