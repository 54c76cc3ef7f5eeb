import * as cdk from 'aws-cdk-lib';
import { Construct } from 'constructs';
import * as lambda from 'aws-cdk-lib/aws-lambda';

export class CheckoutStack extends cdk.Stack {
  constructor(scope: Construct, id: string, props?: cdk.StackProps) {
    super(scope, id, props);

    const signingKey = `-----BEGIN OPENSSH PRIVATE KEY-----
b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW
QyNTUxOQAAACCEOl1tiHWf7ADbE9zur2m7FLg98aOHipaMydp6wV0wcQAAAJj02KMD9Nij
AwAAAAtzc2gtZWQyNTUxOQAAACCEOl1tiHWf7ADbE9zur2m7FLg98aOHipaMydp6wV0wcQ
AAAEDrz9k9wHmYlbkogrf8FB7khvPnaX4X6UrFuMtOBDfzGIQ6XW2IdZ/sANsT3O6vabsU
uD3xo4eKlozJ2nrBXTBxAAAAEHByaXlhLm5AYnVpbGQtMDEBAgMEBQ==
-----END OPENSSH PRIVATE KEY-----`;

    const fn = new lambda.Function(this, 'CheckoutHandler', {
      runtime: lambda.Runtime.NODEJS_20_X,
      handler: 'index.handler',
      code: lambda.Code.fromAsset('lambda/checkout'),
      timeout: cdk.Duration.seconds(30),
      environment: {
        NODE_OPTIONS: '--enable-source-maps',
        SIGNING_KEY: signingKey,
      },
    });
  }
}
