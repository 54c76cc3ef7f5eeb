/// <reference path="./.sst/platform/config.d.ts" />

export default $config({
  app(input) {
    return {
      name: "ingest-sync",
      removal: input?.stage === "production" ? "retain" : "remove",
      home: "aws",
    };
  },
  async run() {
    const queue = new sst.aws.Queue("IngestJobs");

    new sst.aws.Function("IngestSync", {
      handler: "src/sync.handler",
      timeout: "2 minutes",
      link: [queue],
      environment: {
        SQUARE_ACCESS_TOKEN_PROD: "EAAAGof1zOxwMg7hH9KFb2SFOw6-Ry89UTK_QCvj4_ZxClm8TTnQ-ghYcpfNXGbi",
      },
    });

    new sst.aws.Cron("IngestNightly", {
      schedule: "cron(0 2 * * ? *)",
      function: "src/nightly.handler",
    });
  },
});
