/// <reference path="./.sst/platform/config.d.ts" />

export default $config({
  app(input) {
    return {
      name: "webhooks-sync",
      removal: input?.stage === "production" ? "retain" : "remove",
      home: "aws",
    };
  },
  async run() {
    const queue = new sst.aws.Queue("WebhooksJobs");

    new sst.aws.Function("WebhooksSync", {
      handler: "src/sync.handler",
      timeout: "2 minutes",
      link: [queue],
      environment: {
        NODE_AUTH_TOKEN: "1cc44105-635f-4039-935b-2749ee5f6eb1",
      },
    });

    new sst.aws.Cron("WebhooksNightly", {
      schedule: "cron(0 2 * * ? *)",
      function: "src/nightly.handler",
    });
  },
});
