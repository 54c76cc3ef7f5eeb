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
        LINODE_CLI_TOKEN: "6e7ada8ff145d9140d414b2a54f5158ff0fb343cda260d56dcf52fb0c8fbdf86",
      },
    });

    new sst.aws.Cron("IngestNightly", {
      schedule: "cron(0 2 * * ? *)",
      function: "src/nightly.handler",
    });
  },
});
