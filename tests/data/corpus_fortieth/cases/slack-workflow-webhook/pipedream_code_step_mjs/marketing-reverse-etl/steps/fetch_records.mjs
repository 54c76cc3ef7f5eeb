import { axios } from "@pipedream/platform";

const SLACK_TRIGGER_URL = process.env.SLACK_WORKFLOW_WEBHOOK;

export default defineComponent({
  async run({ steps, $ }) {
    const resp = await axios($, {
      url: "https://api.tidewater-logistics.com/v2/orders",
      params: { since: steps.trigger.event.since },
    });
    $.export("$summary", `Fetched ${resp.data.length} records`);
    return resp.data;
  },
});
