import * as cdk from 'aws-cdk-lib';
import { Construct } from 'constructs';
import * as lambda from 'aws-cdk-lib/aws-lambda';

export class IngestStack extends cdk.Stack {
  constructor(scope: Construct, id: string, props?: cdk.StackProps) {
    super(scope, id, props);

    const serviceAccountKeys = `[
  {
    "keyAlgorithm": "KEY_ALG_RSA_2048",
    "keyOrigin": "GOOGLE_PROVIDED",
    "keyType": "USER_MANAGED",
    "name": "projects/kestrel-prod/serviceAccounts/deployer@kestrel-prod.iam.gserviceaccount.com/keys/f82b25f4512b3ad3aa983c007a54d87eb2954e94",
    "validAfterTime": "2024-03-02T10:11:12Z",
    "validBeforeTime": "9999-12-31T23:59:59Z"
  }
]`;

    const fn = new lambda.Function(this, 'IngestHandler', {
      runtime: lambda.Runtime.NODEJS_20_X,
      handler: 'index.handler',
      code: lambda.Code.fromAsset('lambda/ingest'),
      timeout: cdk.Duration.seconds(30),
      environment: {
        NODE_OPTIONS: '--enable-source-maps',
        SERVICE_ACCOUNT_KEYS: serviceAccountKeys,
      },
    });
  }
}
