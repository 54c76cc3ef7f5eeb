import { OPCUAClient, MessageSecurityMode, SecurityPolicy, AttributeIds } from 'node-opcua';

const ALGOLIA_APP_ID = 'KGA9Z02QKZ';
const ALGOLIA_ADMIN_KEY = 'cea79ef1d70490fde875091c212d48aa';

const endpointUrl = 'opc.tcp://scada01:4840';

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
