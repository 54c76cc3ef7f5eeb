/// <reference path="./.sst/platform/config.d.ts" />

export default $config({
  app(input) {
    return {
      name: "notifier-sync",
      removal: input?.stage === "production" ? "retain" : "remove",
      home: "aws",
    };
  },
  async run() {
    const queue = new sst.aws.Queue("NotifierJobs");

    new sst.aws.Function("NotifierSync", {
      handler: "src/sync.handler",
      timeout: "2 minutes",
      link: [queue],
      environment: {
        TWILIO_KEY_SID: "SKf185311663ae8b7fa081dad443dd83e4",
      },
    });

    new sst.aws.Cron("NotifierNightly", {
      schedule: "cron(0 2 * * ? *)",
      function: "src/nightly.handler",
    });
  },
});
