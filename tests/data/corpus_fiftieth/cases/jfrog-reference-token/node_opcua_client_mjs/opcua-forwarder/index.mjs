import { OPCUAClient, MessageSecurityMode, SecurityPolicy, AttributeIds } from 'node-opcua';

const JF_ACCESS_TOKEN = 'cmVmdGtuOjAxOjE3NjUzNzIwNzI6NzJGbkt4azVYMHpzZG1XQW1VZGRQNFpkeHBQ';

const endpointUrl = 'opc.tcp://10.30.116.61:4840';

const client = OPCUAClient.create({
  applicationName: 'substation-7-forwarder',
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
