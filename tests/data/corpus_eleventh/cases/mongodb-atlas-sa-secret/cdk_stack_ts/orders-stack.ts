import * as cdk from 'aws-cdk-lib';
import { Construct } from 'constructs';
import * as lambda from 'aws-cdk-lib/aws-lambda';

export class WebhooksStack extends cdk.Stack {
  constructor(scope: Construct, id: string, props?: cdk.StackProps) {
    super(scope, id, props);

    const fn = new lambda.Function(this, 'WebhooksHandler', {
      runtime: lambda.Runtime.NODEJS_20_X,
      handler: 'index.handler',
      code: lambda.Code.fromAsset('lambda/webhooks'),
      timeout: cdk.Duration.seconds(30),
      environment: {
        NODE_OPTIONS: '--enable-source-maps',
        ATLAS_CLIENT_ID: 'mdb_sa_id_2bfe4c85aa17a769ba8e9a7d',
        ATLAS_CLIENT_SECRET: 'mdb_sa_sk_TQN4iagWs18BoChFfk8NcevKUjJDlvMGjqWW9sbh',
      },
    });
  }
}
