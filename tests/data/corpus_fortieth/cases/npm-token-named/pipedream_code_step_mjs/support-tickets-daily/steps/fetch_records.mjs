import { axios } from "@pipedream/platform";

const NODE_AUTH_TOKEN = "e6127ade-d40b-40a0-a6d9-a59e093953e5";

export default defineComponent({
  async run({ steps, $ }) {
    const resp = await axios($, {
      url: "https://api.cobaltpeak.ca/v2/orders",
      params: { since: steps.trigger.event.since },
    });
    $.export("$summary", `Fetched ${resp.data.length} records`);
    return resp.data;
  },
});
